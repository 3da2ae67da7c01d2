// `npm run launch-check`: whether the site is ready to publish, as a list the owner can follow.
// Each line is a check that passed (✓), something to fix before publishing (✗), advice that does
// not stop it (!), or a check not made (–), with what to do next. Pure: the command gathers what
// it reads (src/launch/run.ts) and prints the list.
import { formatKeyPath } from '../config/key-path.js';
import { formatProblem, type ConfigProblem } from '../config/problem.js';
import { formatSampleItem, placeSampleItems, type PlacedSampleItem, type SampleItem } from '../config/sample-site.js';
import type { SiteConfig } from '../config/types.js';
import type { YamlSource } from '../config/yaml-source.js';
import { TEST_NAME, type SendTestResult } from './send-test.js';

export type Mark = 'pass' | 'fail' | 'advice' | 'skipped';

export interface CheckLine {
  mark: Mark;
  text: string;
  /** Indented under the line: each value to change, or what to do. */
  details: string[];
  /** How many things the line asks to fix, when it lists them (one otherwise). */
  fixes?: number;
  /** What is still the sample's, when the line lists it: the same items the editor's checklist shows. */
  items?: PlacedSampleItem[];
}

export const MARKS: Record<Mark, string> = { pass: '✓', fail: '✗', advice: '!', skipped: '–' };

/** What the command read: site.yaml as written and as loaded, and the build's own advice. */
export interface LaunchInputs {
  /** site.yaml's name in messages. */
  label: string;
  source: YamlSource;
  config: SiteConfig;
  /** Everything still the sample's or a placeholder (src/config/sample-site.ts). */
  sample: readonly SampleItem[];
  /** The build's advice about the config, its photos and its pages (search limits, ended offers). */
  advice: string[];
  /** Photos the build would refuse, located. */
  photoProblems: ConfigProblem[];
  /** How many pages the build makes. */
  pages: number;
  /** The answer to `--send-test`; undefined when it was not asked for. */
  sendTest?: SendTestResult | 'sample form';
}

/** How many lost letters are named one by one; the rest are counted. */
const LOST_LETTERS_NAMED = 20;

export function launchChecklist({ label, source, config, sample, advice, photoProblems, pages, sendTest }: LaunchInputs): CheckLine[] {
  const where = (problems: readonly ConfigProblem[]) => [...problems].sort((a, b) => a.line - b.line || a.column - b.column).map((problem) => formatProblem(label, problem));
  const lines: CheckLine[] = [
    { mark: 'pass', text: `${label} has no mistakes: ${count(config.services.length, 'service', 'services')}, ${count(config.towns.length, 'town', 'towns')}, ${count(pages, 'page', 'pages')}.`, details: [] },
  ];

  const placed = placeSampleItems(source, sample);
  const items = placed.filter((item) => item.kind !== 'local-address');
  const local = placed.filter((item) => item.kind === 'local-address');
  lines.push(
    items.length
      ? {
          mark: 'fail',
          text: `${count(items.length, 'thing is', 'things are')} still the sample site's or a placeholder, and publishing them as your own would mislead customers. Put your own in their place:`,
          details: items.map((item) => formatSampleItem(label, item)),
          fixes: items.length,
          items,
        }
      : { mark: 'pass', text: "Nothing of the sample site is left: the name, contact details, licences, reviews, offers, projects and photos are your own.", details: [] },
  );

  const lost = lostLetters(source);
  const shown = lost.filter((letter) => !letter.inComment);
  lines.push(
    shown.length
      ? {
          mark: 'fail',
          text: `${count(shown.length, 'letter was', 'letters were')} lost when ${label} was saved in the wrong encoding: the pages would show � in their place. Type each one again:`,
          details: [...where(shown.slice(0, LOST_LETTERS_NAMED)), ...(shown.length > LOST_LETTERS_NAMED ? [`and ${shown.length - LOST_LETTERS_NAMED} more`] : [])],
          fixes: shown.length,
        }
      : { mark: 'pass', text: 'No letters were lost by a save in the wrong encoding.', details: [] },
  );

  if (local.length)
    lines.push({ mark: 'fail', text: 'Addresses that only work on this computer (localhost):', details: local.map((item) => formatSampleItem(label, item)), fixes: local.length, items: local });

  lines.push(
    photoProblems.length
      ? { mark: 'fail', text: `${count(photoProblems.length, 'photo', 'photos')} cannot be used:`, details: where(photoProblems), fixes: photoProblems.length }
      : { mark: 'pass', text: `Every photo named in ${label} can be used.`, details: [] },
  );

  const sampleForm = sample.some((item) => item.kind === 'form-address');
  if (sendTest === 'sample form')
    lines.push({ mark: 'fail', text: 'No test request was sent: the form address is still the sample one.', details: ['Put your own form address in estimateForm.endpoint, then run npm run launch-check -- --send-test again.'] });
  else lines.push(sendTest ? sendTestLine(sendTest, config) : notSentLine(sampleForm));

  if (advice.length) lines.push({ mark: 'advice', text: `${count(advice.length, 'thing', 'things')} worth a look before you publish (they do not stop it):`, details: advice });
  return lines;
}

/** The checklist as the terminal shows it, with what to do next. */
export function formatChecklist(label: string, lines: readonly CheckLine[]): string {
  const failed = lines.filter((line) => line.mark === 'fail').reduce((sum, line) => sum + (line.fixes ?? 1), 0);
  const body = lines.map((line) => [`${MARKS[line.mark]} ${line.text}`, ...line.details.map((detail) => `    ${detail}`)].join('\n'));
  const verdict = failed
    ? `Not ready to publish: ${count(failed, 'thing', 'things')} to fix (marked ✗ above). Fix ${failed === 1 ? 'it' : 'each'}, then run npm run launch-check again.`
    : `Ready to publish. Next: npm run build, then copy the dist/ folder to your host (the README's "Deploying dist/" says how for each host).`;
  return [`Launch check of ${label}`, '', ...body, '', verdict].join('\n');
}

export const passes = (lines: readonly CheckLine[]): boolean => lines.every((line) => line.mark !== 'fail');

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Every � in site.yaml, at its line and column and under its key; one in a comment shows on no page. */
export function lostLetters(source: YamlSource): Array<ConfigProblem & { inComment: boolean }> {
  const found: Array<ConfigProblem & { inComment: boolean }> = [];
  for (let offset = source.text.indexOf('\uFFFD'); offset >= 0; offset = source.text.indexOf('\uFFFD', offset + 1)) {
    const inComment = source.isInComment(offset);
    const keyPath = source.pathAtOffset(offset);
    found.push({
      ...source.positionAt(offset),
      keyPath: formatKeyPath(keyPath),
      message: inComment ? 'a lost letter in a comment (no page shows it)' : 'a lost letter (it shows as �): type it again',
      inComment,
    });
  }
  return found;
}

function notSentLine(sampleForm: boolean): CheckLine {
  return {
    mark: 'skipped',
    text: 'The form service has not been tried.',
    details: sampleForm
      ? ['Once your own form address is in estimateForm.endpoint, run: npm run launch-check -- --send-test']
      : [`Run npm run launch-check -- --send-test to send it one test request named "${TEST_NAME}", as a visitor's would be sent.`],
  };
}

/** The form service's answer, in plain words, with what to do next. */
export function sendTestLine(result: SendTestResult, config: SiteConfig): CheckLine {
  const answered = (status: number, statusText: string) => `${status}${statusText ? ` ${statusText}` : ''}`;
  switch (result.outcome) {
    case 'accepted':
      return {
        mark: 'pass',
        text: `The form service accepted the test request (it answered ${answered(result.status, result.statusText)}).`,
        details: [
          `Look for it in the inbox your form service sends requests to (and its spam folder): it is from "${TEST_NAME}", ${config.business.email}.`,
          ...(config.estimateForm.photos
            ? ['It carried a small photo (a green square, photo-1.jpg), as a request with photos of the yard does: check that the photo came with it, since some services drop files on plans without file uploads.']
            : []),
        ],
      };
    case 'refused':
      if (result.photo)
        return {
          mark: 'fail',
          text: `The form service refused the test request's photo: it answered ${answered(result.status, result.statusText)}, and took the same request without the photo.`,
          details: [
            ...(result.said ? [`It said: ${result.said}`] : []),
            'Visitors who add photos of their yard would see "Something went wrong". Turn on file uploads for your form at your form service (at Formspree they come with a paid plan), or set estimateForm.photos to false so the form asks for no photos.',
            `The test request without the photo reached you: look for "${TEST_NAME}" in your inbox.`,
          ],
        };
      return {
        mark: 'fail',
        text: result.browsers
          ? `The form service does not let your site's pages send it requests, so visitors would see "Something went wrong" every time.`
          : `The form service refused the test request: it answered ${answered(result.status, result.statusText)}.`,
        details: [...(result.said ? [`It said: ${result.said}`] : []), refusalAdvice(result, config)],
      };
    case 'unreachable':
      return {
        mark: 'fail',
        text: `The form service could not be reached at ${result.host}: ${result.why}.`,
        details: ['Check estimateForm.endpoint against the address your form service gives you, then try again.'],
      };
    case 'timed-out':
      return {
        mark: 'fail',
        text: `The form service did not answer within ${result.seconds} seconds, so visitors would see "Something went wrong".`,
        details: ['Try again in a few minutes; if it keeps happening, look for the service\'s status page, or raise estimateForm.timeoutSeconds.'],
      };
  }
}

function refusalAdvice(result: Extract<SendTestResult, { outcome: 'refused' }>, config: SiteConfig): string {
  const origin = new URL(config.site.url).origin;
  if (result.browsers) return `Allow ${origin} in the form's settings at your form service (its allowed or restricted domains), or use a service made for web forms, such as Formspree.`;
  const { status } = result;
  if (status === 404) return 'There is no form at that address: copy the form\'s address again from your form service into estimateForm.endpoint.';
  if (status === 401 || status === 403) return `The form does not take requests from your site: check that the form is active and that ${origin} is among its allowed domains.`;
  if (status === 400 || status === 422) return 'It did not take what was sent: check the form\'s settings at your form service (a confirmation e-mail it is waiting for, or fields it requires).';
  if (status === 429) return 'It has had too many requests for now: wait a while, then try again.';
  if (status >= 500) return 'The service had a problem of its own: try again later; if it keeps happening, contact the service.';
  return 'Check the form\'s settings at your form service, then try again.';
}
