import type { Question } from '../config/types.js';
import { editMark } from '../site/edit-marks.js';

/**
 * Questions and answers, each a <details> whose summary is the question: readable and operable
 * with the keyboard and without JavaScript, all answers in the HTML for search engines.
 */
export function Faq({ questions }: { questions: readonly Question[] }) {
  return (
    <div className="faq">
      {questions.map((entry, index) => (
        <details className="faq-entry" key={index} {...editMark(entry)}>
          <summary {...editMark(entry, 'question')}>{entry.question}</summary>
          <p {...editMark(entry, 'answer')}>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
