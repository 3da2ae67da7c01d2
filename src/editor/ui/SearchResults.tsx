import { useDeferredValue, useMemo, useRef, type ReactNode } from 'react';
import { valueAt } from '../../config/key-path.js';
import { Field } from './Fields.js';
import { schemaAt, type Schema } from './model.js';
import { findFields } from './search.js';
import { translationRoots, translationsOf } from './translation-pairs.js';
import { words } from './words.js';

/** How many fields a search shows: more is a page to scroll, not an answer. */
const SHOWN = 40;

/**
 * The fields that hold what was typed in Find a field, each where the form has it ("Towns › Town
 * 1: Springfield"), to edit right here. Found again only when the words change, so a field being
 * typed into stays in its place.
 */
export function SearchResults({ query, schema, data }: { query: string; schema: Schema; data: unknown }): ReactNode {
  const wanted = useDeferredValue(query);
  const dataNow = useRef(data);
  dataNow.current = data;
  const { found, total } = useMemo(() => findFields(schema, dataNow.current, wanted, SHOWN), [schema, wanted]);
  const translated = translationRoots(data).length > 0;
  return (
    <section className="search-results" aria-label={words.navigation.find}>
      <p className="search-count" role="status">
        {words.navigation.found(found.length, total)}
      </p>
      <ul className="found">
        {found.map(({ path, where }) => (
          <li key={path.join('.')}>
            <p className="found-where">{where}</p>
            <Field path={path} schema={schemaAt(schema, path)!} value={valueAt(data, path)} parent={schemaAt(schema, path.slice(0, -1))} translations={translated ? translationsOf(data, path) : undefined} />
          </li>
        ))}
      </ul>
    </section>
  );
}
