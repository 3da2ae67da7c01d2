// The schema's `translations` block, made from the rest of the schema so the two cannot drift
// apart: a translation's texts are the ones TRANSLATED lists, each checked and described as the
// site's own is, and its labels are the schema's `labels` without their defaults (a translation
// gives its own, or the built-in ones of its language). npm run types writes it into
// schema/site.schema.json; tests/config/translations-schema.test.ts checks it is current.
import { TEXT, TEXTS, TRANSLATED, type Shape } from './translations.js';

/** A node of the schema, as far as the block reads and writes it. */
export interface SchemaNode {
  type?: string;
  description?: string;
  default?: unknown;
  examples?: unknown[];
  required?: string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  [keyword: string]: unknown;
}

/** What the block says that the rest of the schema does not: what a translation is, and how its texts pair with the original's. */
const WORDS = {
  translations:
    "Optional: the same site in more languages, by language code (es for Spanish). Its pages are published under /es/ and so on, each linked to the same page in the other languages. Names (the business's, the towns', the authors') stay as written.",
  translation:
    'Your own texts in this language. Every text a visitor reads needs its translation (the build names any that is missing); names stay as written and are not here.',
  labels:
    'Optional: the built-in texts (buttons, headings, messages) in this language, where you want other words. For es (Spanish) every label comes translated; for any other language every label must be given.',
  text: 'In this language: ',
  byPosition: 'In this language, in the same order and as many as the original: ',
  byKey: {
    slug: 'In this language, one entry per entry of the original, found by its slug: ',
    id: 'In this language, one entry per entry of the original, found by its id: ',
  },
  optional: 'In this language, where it reads otherwise (without it, the original shows), in the same order and as many as the original: ',
  entryByKey: 'The texts of one entry, in this language.',
  key: {
    slug: 'The slug of the original this translates (it stays as written, and so does the address of its page).',
    id: 'The id of the original this translates (it stays as written).',
  },
};

/** The keys of `translations`: a language code, with a country if the owner wants one. */
export const LANGUAGE_CODE = { pattern: '^[a-z]{2,3}(-[A-Z]{2})?$', patternErrorMessage: 'a language code such as es, or es-US with a country' };

const EXAMPLE = { es: { hero: { headline: 'Un césped hermoso sin trabajar el fin de semana' } } };

/** A string's checks as the original has them (its pattern and the message for it), with a description of its own instead of the original's words. */
function textNode(original: SchemaNode, description: string): SchemaNode {
  const { description: _description, examples: _examples, default: _default, ...checks } = original;
  return { ...checks, description };
}

/** The translation of the schema node `original`, whose place in TRANSLATED is `shape`; `at` names it in a mistake of ours. */
function translationNode(shape: Shape, original: SchemaNode | undefined, at: string): SchemaNode {
  if (!original?.description) throw new Error(`TRANSLATED names ${at}, which the schema does not describe`);
  if (shape === TEXT) {
    if (original.type !== 'string') throw new Error(`TRANSLATED has ${at} as a text, but the schema's is of type ${original.type}`);
    return textNode(original, WORDS.text + original.description);
  }
  if (shape !== TEXTS && shape.kind === 'section') {
    return { type: 'object', description: WORDS.text + original.description, additionalProperties: false, properties: translatedKeys(shape.keys, original, at) };
  }
  if (original.type !== 'array') throw new Error(`TRANSLATED has ${at} as a list, but the schema's is of type ${original.type}`);
  if (shape === TEXTS) return { type: 'array', description: WORDS.byPosition + original.description, items: translationNode(TEXT, original.items, `${at}[]`) };
  if (shape.kind === 'optional') {
    if (shape.shape !== TEXTS) throw new Error(`TRANSLATED has ${at} optional: only a list of texts may be`);
    return { type: 'array', description: WORDS.optional + original.description, items: translationNode(TEXT, original.items, `${at}[]`) };
  }
  if (shape.kind === 'list') return { type: 'array', description: WORDS.byPosition + original.description, items: translationNode(shape.item, original.items, `${at}[]`) };
  const keyNode = original.items?.properties?.[shape.key];
  if (!keyNode) throw new Error(`TRANSLATED matches ${at} by ${shape.key}, but the schema's entries have no ${shape.key}`);
  return {
    type: 'array',
    description: WORDS.byKey[shape.key] + original.description,
    items: {
      type: 'object',
      description: WORDS.entryByKey,
      required: [shape.key],
      additionalProperties: false,
      properties: { [shape.key]: textNode(keyNode, WORDS.key[shape.key]), ...translatedKeys(shape.keys, original.items!, `${at}[]`) },
    },
  };
}

/** The translations of the keys `keys` of the schema object `original`, in TRANSLATED's order. */
function translatedKeys(keys: Record<string, Shape>, original: SchemaNode, at: string): Record<string, SchemaNode> {
  return Object.fromEntries(
    Object.entries(keys).map(([key, shape]) => {
      const path = at ? `${at}.${key}` : key;
      return [key, translationNode(shape, original.properties?.[key], path)];
    }),
  );
}

/** A copy of a node without any `default`, at any depth. */
function withoutDefaults(node: SchemaNode): SchemaNode {
  const { default: _default, ...rest } = node;
  if (rest.properties) rest.properties = Object.fromEntries(Object.entries(rest.properties).map(([key, child]) => [key, withoutDefaults(child)]));
  return rest;
}

/** The `translations` block the rest of `schema` gives. */
export function translationsBlock(schema: SchemaNode): SchemaNode {
  const labels = schema.properties?.labels;
  if (!labels) throw new Error('The schema has no labels block for translations to take');
  if (TRANSLATED === TEXT || TRANSLATED === TEXTS || TRANSLATED.kind !== 'section') throw new Error('TRANSLATED is a section of site.yaml');
  return {
    type: 'object',
    description: WORDS.translations,
    propertyNames: LANGUAGE_CODE,
    additionalProperties: {
      type: 'object',
      description: WORDS.translation,
      additionalProperties: false,
      properties: { ...translatedKeys(TRANSLATED.keys, schema, ''), labels: { ...withoutDefaults(labels), description: WORDS.labels } },
    },
    examples: [EXAMPLE],
  };
}

/** `schema` with its `translations` block made anew from the rest of it, in the same place among its keys. */
export function withTranslationsBlock(schema: SchemaNode): SchemaNode {
  return { ...schema, properties: { ...schema.properties, translations: translationsBlock(schema) } };
}

/** The text of schema/site.schema.json for `schema`: two-space JSON ending in a newline, as it has always been written. */
export const schemaText = (schema: object): string => `${JSON.stringify(schema, null, 2)}\n`;
