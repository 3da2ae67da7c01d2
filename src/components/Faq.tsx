import type { Question } from '../config/types.js';

/**
 * Questions and answers, each a <details> whose summary is the question: readable and operable
 * with the keyboard and without JavaScript, all answers in the HTML for search engines.
 */
export function Faq({ questions }: { questions: readonly Question[] }) {
  return (
    <div className="faq">
      {questions.map((entry, index) => (
        <details className="faq-entry" key={index}>
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
