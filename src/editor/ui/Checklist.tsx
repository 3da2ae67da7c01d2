import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ChecklistItem, SendTestAnswer } from '../protocol.js';
import { checklistLines } from './checklist-items.js';
import { useForm } from './form-context.js';
import { SECTION_IDS } from './sections.js';
import { words } from './words.js';

interface ChecklistProps {
  samples: readonly ChecklistItem[];
  data: unknown;
  /** Changes not saved yet: the site is ready once they are saved. */
  unsaved: boolean;
  /** Problems of the form, which Save refuses: the site is not ready while there are any. */
  problems: number;
  sendTest(): Promise<{ ok: true; value: SendTestAnswer } | { ok: false; error: string }>;
}

/**
 * "Make it yours": what is still the sample site's, each a button to its field, gone as soon as
 * the field holds the owner's own; and, once the form address is theirs, a test request.
 */
export function Checklist({ samples, data, unsaved, problems, sendTest }: ChecklistProps): ReactNode {
  const form = useForm();
  const lines = useMemo(() => checklistLines(samples, data), [samples, data]);
  const sampleForm = lines.some((line) => line.kind === 'form-address');
  const baseId = useId();
  return (
    <section className="checklist" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} tabIndex={-1}>
        {words.checklist.title}
      </h2>
      {lines.length ? (
        <>
          <p className="section-intro">{words.checklist.intro}</p>
          {/* By section, in the order of the Sections: each group is what one section opens. */}
          {SECTION_IDS.map((id) => words.sections[id].title)
            .filter((title) => lines.some((line) => line.section === title))
            .map((title) => (
              <section key={title} className="checklist-group" aria-labelledby={`${baseId}-${title.replace(/\W+/g, '-')}`}>
                <h3 id={`${baseId}-${title.replace(/\W+/g, '-')}`}>{title}</h3>
                <ul className="checklist-items">
                  {lines
                    .filter((line) => line.section === title)
                    .map((line) => {
                      const messageId = `${baseId}-${lines.indexOf(line)}`;
                      return (
                        <li key={line.key}>
                          <button type="button" aria-describedby={messageId} onClick={() => form.reveal(line.path, line.control)}>
                            <span className="checklist-mark" aria-hidden="true">
                              ✗{' '}
                            </span>
                            {line.title}
                          </button>
                          <p id={messageId} className="checklist-message">
                            {line.message}
                          </p>
                        </li>
                      );
                    })}
                </ul>
              </section>
            ))}
        </>
      ) : (
        <p className="checklist-ready">{problems ? words.checklist.readyOnceFixed(problems) : unsaved ? words.checklist.readyOnceSaved : words.checklist.ready}</p>
      )}
      {!sampleForm && <SendTest sendTest={sendTest} />}
    </section>
  );
}

/** The button that sends one test request, and the form service's answer in plain words. */
function SendTest({ sendTest }: Pick<ChecklistProps, 'sendTest'>): ReactNode {
  const [said, setSaid] = useState<{ text: string; ok: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // The answer comes under the button, often below the bottom of the form's screen: brought into view.
  useEffect(() => {
    if (said) box.current?.scrollIntoView({ block: 'nearest' });
  }, [said]);
  return (
    <div className="send-test" ref={box}>
      <p>{words.checklist.sendTestIntro}</p>
      <button
        type="button"
        aria-disabled={sending || undefined}
        onClick={async () => {
          if (sending) return;
          setSending(true);
          setSaid({ text: words.checklist.sending, ok: true });
          const answer = await sendTest();
          setSending(false);
          setSaid(answer.ok ? sendTestWords(answer.value) : { text: words.sendTest.failed(answer.error), ok: false });
        }}
      >
        {words.checklist.sendTest}
      </button>
      {/* Always there, empty until the answer: a live region added with its words is not read out reliably. */}
      <p className={said && !said.ok ? 'send-test-answer problem-text' : 'send-test-answer'} role="status">
        {said?.text}
      </p>
    </div>
  );
}

/** The form service's answer as the owner reads it, with what to do. */
export function sendTestWords(answer: SendTestAnswer): { text: string; ok: boolean } {
  if (!answer.sent) return { text: words.checklist.sendTestSaveFirst, ok: false };
  const { result, origin, email } = answer;
  const status = (code: number, text: string) => `${code}${text ? ` ${text}` : ''}`;
  switch (result.outcome) {
    case 'accepted':
      return { text: words.sendTest.accepted(status(result.status, result.statusText), email), ok: true };
    case 'refused': {
      if (result.browsers) return { text: [words.sendTest.refusedBrowsers(origin), result.said ? words.sendTest.said(result.said) : ''].filter(Boolean).join(' '), ok: false };
      const advice = words.sendTest.advice;
      const what =
        result.status === 404
          ? advice.notFound
          : result.status === 401 || result.status === 403
            ? advice.forbidden(origin)
            : result.status === 400 || result.status === 422
              ? advice.badRequest
              : result.status === 429
                ? advice.tooMany
                : result.status >= 500
                  ? advice.serverError
                  : advice.other;
      return { text: [words.sendTest.refused(status(result.status, result.statusText)), result.said ? words.sendTest.said(result.said) : '', what].filter(Boolean).join(' '), ok: false };
    }
    case 'unreachable':
      return { text: words.sendTest.unreachable(result.host, result.why), ok: false };
    case 'timed-out':
      return { text: words.sendTest.timedOut(result.seconds), ok: false };
  }
}
