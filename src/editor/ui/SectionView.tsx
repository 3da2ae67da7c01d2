import type { ReactNode } from 'react';
import { valueAt, type KeyPath } from '../../config/key-path.js';
import { Field, TranslationsSection } from './Fields.js';
import { itemName, schemaAt, type Schema } from './model.js';
import { fieldLabel } from './plain-words.js';
import { itemKeysElsewhere, keysInOrder, sectionOf, type SectionId } from './sections.js';
import { translationRoots, translationsOf } from './translation-pairs.js';
import { words } from './words.js';

/** What a section draws: a top-level key (showing only its keys edited there), or one item's key edited here ("Mowing: Prices"). */
export interface SectionPart {
  path: KeyPath;
  label?: string;
}

/** The parts of `section`, in the file's order, then each item's keys edited here (each service's prices under Prices). */
export function sectionParts(section: SectionId, schema: Schema, data: unknown): SectionPart[] {
  const parts: SectionPart[] = [];
  for (const key of keysInOrder(schema, data)) {
    const node = schema.properties![key]!;
    if (sectionOf([key]) === section) parts.push({ path: [key] });
    else if (node.type === 'object' && node.properties) {
      for (const inner of keysInOrder(node, valueAt(data, [key]))) if (sectionOf([key, inner]) === section) parts.push({ path: [key, inner] });
    }
  }
  for (const { list, key } of itemKeysElsewhere(section)) {
    const items = valueAt(data, [list]);
    if (!Array.isArray(items)) continue;
    items.forEach((item, index) => parts.push({ path: [list, index, key], label: words.itemPart(itemName(list, item, index), fieldLabel([list, index, key])) }));
  }
  return parts;
}

/** One section of the form: its heading and what it is for, then its fields. */
export function SectionView({ section, schema, data }: { section: SectionId; schema: Schema; data: unknown }): ReactNode {
  const { title, intro } = words.sections[section];
  const languages = translationRoots(data);
  return (
    <section className="section-view" aria-labelledby="section-title">
      <h2 id="section-title" tabIndex={-1}>
        {title}
      </h2>
      <p className="section-intro">{intro}</p>
      {sectionParts(section, schema, data).map(({ path, label }) => {
        const node = schemaAt(schema, path)!;
        if (path.length === 1 && path[0] === 'translations' && languages.length) {
          return <TranslationsSection key="translations" schema={node} languages={languages.map(({ code }) => code)} />;
        }
        const parent = schemaAt(schema, path.slice(0, -1));
        const value = valueAt(data, path);
        return (
          <Field
            key={path.join('.')}
            path={path}
            schema={node}
            value={value}
            parent={parent}
            label={label}
            translations={languages.length ? translationsOf(data, path) : undefined}
            section={section}
            quietLegend={(label ?? fieldLabel(path)) === title}
          />
        );
      })}
    </section>
  );
}
