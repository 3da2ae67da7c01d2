import type { ReactNode } from 'react';
import { parseKeyPath } from '../../config/key-path.js';
import type { Problem } from './api.js';
import { useForm } from './form-context.js';
import { fieldOf, type Schema } from './model.js';
import { fieldName, plainMessage } from './plain-words.js';
import { words } from './words.js';

/** Every problem of the last check, at the top of the form: each opens its field, where the form has one; `file` names the one the editor edits, for a problem of the whole file. */
export function ProblemList({ problems, schema, file, data }: { problems: readonly Problem[]; schema: Schema; file: string; data: unknown }): ReactNode {
  const form = useForm();
  if (!problems.length) return null;
  // A translation's problem is shown at its field, or at the original it translates, or at least in the languages' section.
  const placeOf = (keyPath: string) => fieldOf(schema, keyPath, data) ?? (keyPath.startsWith('translations.') ? keyPath : undefined);
  const unplaced = problems.filter((problem) => !placeOf(problem.keyPath));
  const nameOf = (keyPath: string) => {
    const path = parseKeyPath(placeOf(keyPath) ?? keyPath);
    const name = path ? fieldName(path, data) : '';
    return name.charAt(0).toUpperCase() + name.slice(1);
  };
  return (
    <section id="problems" className="problems" tabIndex={-1} aria-labelledby="problems-title">
      <h2 id="problems-title">{words.problems.title(problems.length)}</h2>
      <ul>
        {problems.map((problem, i) => {
          const place = placeOf(problem.keyPath);
          const message = plainMessage(problem.keyPath, problem.message, data);
          return (
            <li key={i}>
              {place ? (
                <a
                  href="#"
                  onClick={(event) => {
                    event.preventDefault();
                    form.reveal(parseKeyPath(place) ?? [], problem.keyPath.startsWith('translations.') ? problem.keyPath : undefined);
                  }}
                >
                  {nameOf(problem.keyPath)}
                </a>
              ) : (
                <strong>{problem.keyPath ? nameOf(problem.keyPath) : file}</strong>
              )}{' '}
              ({words.problems.line(problem.line)}): {message}
            </li>
          );
        })}
      </ul>
      {unplaced.length > 0 && <p className="note">{words.problems.inFile(file)}</p>}
    </section>
  );
}
