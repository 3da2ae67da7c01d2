import type { ReactNode } from 'react';
import type { Problem } from './api.js';
import { elementOfProblem, focusElement } from './focus.js';
import { idOf } from './form-context.js';
import { fieldOf, type Schema } from './model.js';

/** Every problem of the last check, at the top of the form: each links to its field, where the form has one. */
export function ProblemList({ problems, schema, file, data }: { problems: readonly Problem[]; schema: Schema; file: string; data: unknown }): ReactNode {
  if (!problems.length) return null;
  // A translation's problem is shown at its field, or at the original it translates, or at least in the translations' section.
  const placeOf = (keyPath: string) => fieldOf(schema, keyPath, data) ?? (keyPath.startsWith('translations.') ? keyPath : undefined);
  const unplaced = problems.filter((problem) => !placeOf(problem.keyPath));
  return (
    <section id="problems" className="problems" tabIndex={-1} aria-labelledby="problems-title">
      <h2 id="problems-title">{problems.length === 1 ? '1 problem to fix' : `${problems.length} problems to fix`}</h2>
      <ul>
        {problems.map((problem, i) => (
          <li key={i}>
            {placeOf(problem.keyPath) ? (
              <a
                href={`#${idOf(placeOf(problem.keyPath)!)}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusElement(elementOfProblem(problem.keyPath, schema, data));
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
