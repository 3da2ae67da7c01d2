import type { ReactNode } from 'react';
import type { Problem } from './api.js';
import { focusElement } from './focus.js';
import { idOf } from './form-context.js';
import { fieldOf, type Schema } from './model.js';

/** Every problem of the last check, at the top of the form: each links to its field, where the form has one. */
export function ProblemList({ problems, schema, file }: { problems: readonly Problem[]; schema: Schema; file: string }): ReactNode {
  if (!problems.length) return null;
  const unplaced = problems.filter((problem) => !fieldOf(schema, problem.keyPath));
  return (
    <section id="problems" className="problems" tabIndex={-1} aria-labelledby="problems-title">
      <h2 id="problems-title">{problems.length === 1 ? '1 problem to fix' : `${problems.length} problems to fix`}</h2>
      <ul>
        {problems.map((problem, i) => (
          <li key={i}>
            {fieldOf(schema, problem.keyPath) ? (
              <a
                href={`#${idOf(problem.keyPath)}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusElement(document.getElementById(idOf(problem.keyPath)));
                }}
              >
                {problem.keyPath}
              </a>
            ) : (
              <strong>{problem.keyPath || file}</strong>
            )}{' '}
            (line {problem.line}): {problem.message}
          </li>
        ))}
      </ul>
      {unplaced.length > 0 && <p className="note">Problems without a field here can be fixed in the file itself.</p>}
    </section>
  );
}
