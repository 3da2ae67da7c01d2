// "Find a field": the fields whose label, help or value holds what the owner typed, across every
// section ("Springfield", "price", "phone"). A field is what the form draws with one control or as one
// unit (a photo, the days of opening hours, an empty list), found by its key path. Pure.
import { valueAt, type KeyPath, type PathSegment } from '../../config/key-path.js';
import { isPhoto, itemLabel, itemName, labelledChoicesFrom, type Schema } from './model.js';
import { fieldHelp, fieldLabel } from './plain-words.js';
import { keysInOrder, patternOf, sectionOf } from './sections.js';
import { originalOf } from './translation-pairs.js';
import { words } from './words.js';

export interface FoundField {
  path: KeyPath;
  /** Where it is, by the names the form's sections and groups show: "Towns › Town 1: Springfield", "Prices › Mowing: Prices › Range 2: 5,000 – 10,000 sq ft". */
  where: string;
}

/** Text compared as the owner would: whatever the case and the accents. */
export const comparable = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/** The fields that hold `query`, in the form's order (the first `limit`), and how many there are. */
export function findFields(schema: Schema, data: unknown, query: string, limit: number): { found: FoundField[]; total: number } {
  const wanted = comparable(query.trim());
  if (!wanted) return { found: [], total: 0 };
  // A translation that holds it finds the text it translates: that field shows both.
  const translated = new Set<string>();
  const translations = valueAt(data, ['translations']);
  if (translations && typeof translations === 'object') {
    const walk = (value: unknown, path: PathSegment[]) => {
      if (typeof value === 'string') {
        if (comparable(value).includes(wanted)) {
          const original = originalOf(data, path);
          if (original) translated.add(JSON.stringify(original));
        }
      } else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, [...path, Array.isArray(value) ? Number(key) : key]);
    };
    walk(translations, ['translations']);
  }

  const byPattern = new Map<string, boolean>();
  const choices = new Map<string, Map<string, string>>();
  const found: FoundField[] = [];
  let total = 0;
  /** Whether a field's label or help holds it: the same for every town's intro, worked out once. */
  const describedBy = (path: KeyPath, node: Schema) => {
    const pattern = patternOf(path);
    let holds = byPattern.get(pattern);
    if (holds === undefined) byPattern.set(pattern, (holds = comparable(`${fieldLabel(path)} ${fieldHelp(path, node) ?? ''}`).includes(wanted)));
    return holds;
  };
  const shownValue = (node: Schema, value: unknown): string => {
    if (value === undefined || value === null) return typeof node.default === 'string' ? node.default : '';
    if (typeof value !== 'object') {
      if (node.choicesFrom) {
        let labels = choices.get(node.choicesFrom);
        if (!labels) choices.set(node.choicesFrom, (labels = new Map(labelledChoicesFrom(data, node.choicesFrom).map(({ value: id, label }) => [id, label]))));
        return `${String(value)} ${labels.get(String(value)) ?? ''}`;
      }
      return String(value);
    }
    return Object.values(value).map((inner) => (typeof inner === 'object' ? '' : String(inner))).join(' ');
  };
  const unit = (path: KeyPath, node: Schema, value: unknown, where: string[]) => {
    if (describedBy(path, node) || comparable(shownValue(node, value)).includes(wanted) || translated.has(JSON.stringify(path))) {
      total++;
      if (found.length < limit) found.push({ path, where: where.join(' › ') });
    }
  };
  const walk = (node: Schema, value: unknown, path: PathSegment[], where: string[]) => {
    if (isPhoto(node) || (node.type === 'array' && node.items?.enum)) return unit(path, node, value, where);
    if (node.type === 'object') {
      if (!node.properties) return; // translations: found through the texts they translate
      for (const key of keysInOrder(node, value)) {
        const inner = node.properties[key]!;
        const innerPath = [...path, key];
        const index = path[path.length - 1];
        const innerWhere =
          path.length === 0
            ? [words.sections[sectionOf(innerPath)].title]
            : typeof index === 'number' && sectionOf(innerPath) !== sectionOf(path)
              ? // An item's key edited in another section, in a group of its own there ("Prices › Mowing: Prices").
                [words.sections[sectionOf(innerPath)].title, words.itemPart(itemName(String(path[path.length - 2]), value, index), fieldLabel(innerPath))]
              : inner.type === 'object' && !isPhoto(inner)
                ? [...where, fieldLabel(innerPath)]
                : where;
        walk(inner, (value as Record<string, unknown> | undefined)?.[key], innerPath, innerWhere);
      }
      return;
    }
    if (node.type === 'array') {
      const items = Array.isArray(value) ? value : [];
      if (!items.length) return unit(path, node, value, where);
      const itemSchema = node.items ?? {};
      const key = String(path[path.length - 1]);
      items.forEach((item, index) => {
        const inner = itemSchema.type === 'object' && !isPhoto(itemSchema) ? [...where, itemLabel(key, item, index, data)] : where;
        walk(itemSchema, item, [...path, index], inner);
      });
      return;
    }
    unit(path, node, value, where);
  };
  walk(schema, data, [], []);
  return { found, total };
}
