// The lines of "Make it yours": the values the launch check would mark (from the editor's server,
// src/editor/checklist.ts), gone the moment their field holds something else, and every text that
// lacks its translation ("Spanish title for Snow Removal"), found here as the owner types. Pure.
import { formatKeyPath, parseKeyPath, valueAt, type KeyPath, type PathSegment } from '../../config/key-path.js';
import { missingTranslations } from '../../config/translations.js';
import type { ChecklistItem } from '../protocol.js';
import { sameData } from './edits.js';
import { itemName, itemTitle } from './model.js';
import { capitalise, fieldLabel, plainMessage } from './plain-words.js';
import { sectionOf } from './sections.js';
import { isLabel, isTranslatedText, languageName, originalOf, translationsOf } from './translation-pairs.js';
import { words } from './words.js';

export interface ChecklistLine {
  /** Stable for React: the control it opens. */
  key: string;
  /** What it is (`form-address`, `missing-translation`). */
  kind: string;
  /** What it is, in the form's words: "Phone", "Spanish title for Snow Removal". */
  title: string;
  /** The section it opens, by its title. */
  section: string;
  /** What is wrong and what to put there. */
  message: string;
  /** The field to bring into view (a translation's: its own key path, or where typing will put it). */
  path: KeyPath;
  /** The name of the control to focus, when not the key path of `path` (a translation not written yet). */
  control?: string;
}

/** The lines of the checklist for the data as the form has it now. */
export function checklistLines(samples: readonly ChecklistItem[], data: unknown): ChecklistLine[] {
  const lines: ChecklistLine[] = [];
  for (const sample of samples) {
    const path = parseKeyPath(sample.keyPath) ?? [];
    if (!sameData(valueAt(data, path), sample.value)) continue; // the owner has put something else there
    lines.push({
      key: sample.keyPath,
      kind: sample.kind,
      title: sample.title || titleOf(path, data),
      section: words.sections[sectionOf(path)].title,
      message: capitalise(plainMessage(sample.keyPath, sample.message, data)),
      path,
    });
  }
  return [...lines, ...missingTranslationLines(data)];
}

/** "Phone", "Social profile 2", "Testimonial 1 (Linda R.)": a field of the checklist by what the form calls it. */
function titleOf(path: KeyPath, data: unknown): string {
  const last = path[path.length - 1];
  if (typeof last === 'number') {
    const title = itemTitle(valueAt(data, path));
    const label = fieldLabel(path);
    return title && !title.startsWith('http') ? `${label} (${title})` : label;
  }
  const item = nearestItem(path, data);
  return item ? `${fieldLabel(path)} of ${item}` : fieldLabel(path);
}

/** The name of the item of a list a key is in (a service's title, a town's name), if any. */
function nearestItem(path: KeyPath, data: unknown): string | undefined {
  // Without a name of its own (a testimonial just added), the item is named by its place: "testimonial 4".
  for (let depth = path.length - 1; depth > 0; depth--) {
    const index = path[depth];
    if (typeof index === 'number') return itemName(String(path[depth - 1]), valueAt(data, path.slice(0, depth + 1)), index);
  }
  return undefined;
}

/**
 * Every text of the site's own that a translation lacks, one line per text (a list of points: one
 * line for the list), as the build would refuse it.
 */
export function missingTranslationLines(data: unknown): ChecklistLine[] {
  const translations = valueAt(data, ['translations']);
  if (!translations || typeof translations !== 'object' || Array.isArray(translations)) return [];
  const lines: ChecklistLine[] = [];
  const seen = new Set<string>();
  for (const [code, translation] of Object.entries(translations)) {
    const language = languageName(code, 'en');
    for (const missing of missingTranslations(data, translation, ['translations', code])) {
      // A list longer than the original is a problem, not a text to write; a shorter one lacks the texts of the original's last items.
      if (missing.problem !== 'missing' && missing.problem.length > missing.problem.expected) continue;
      const shown: PathSegment[] = missing.shownPath.map((segment) => (typeof segment === 'object' ? segment.item : segment));
      const own = originalOf(data, shown);
      if (!own) continue;
      for (const text of textsUnder(data, own, code)) {
        if (seen.has(text.control)) continue;
        seen.add(text.control);
        lines.push({
          key: text.control,
          kind: 'missing-translation',
          title: words.checklist.missingTranslation(language, fieldLabel(text.labelPath), nearestItem(text.labelPath, data)),
          section: words.sections[sectionOf(text.path)].title,
          message: words.checklist.missingTranslationMessage(language),
          path: text.path,
          control: text.control,
        });
      }
    }
  }
  return lines;
}

/** The texts at or under `own` whose translation into `code` is not written: each with the name of its translation's control. */
function textsUnder(data: unknown, own: KeyPath, code: string): Array<{ path: KeyPath; labelPath: KeyPath; control: string }> {
  const found: Array<{ path: KeyPath; labelPath: KeyPath; control: string }> = [];
  const walk = (path: PathSegment[], value: unknown) => {
    if (typeof value === 'string') {
      const translation = translationsOf(data, path).find((one) => one.code === code);
      if (translation && isTranslatedText(translation) && !isLabel(translation) && (translation.value === undefined || translation.value === '')) {
        // A list of texts (a service's points) is one line, named by the list.
        const inList = typeof path[path.length - 1] === 'number';
        const listControl = inList ? formatKeyPath(path.slice(0, -1)) : undefined;
        if (listControl && found.some((text) => text.labelPath.length === path.length - 1 && formatKeyPath(text.labelPath) === listControl)) return;
        found.push({ path, labelPath: inList ? path.slice(0, -1) : path, control: translation.name });
      }
      return;
    }
    if (Array.isArray(value)) value.forEach((inner, index) => walk([...path, index], inner));
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk([...path, key], inner);
  };
  walk([...own], valueAt(data, own));
  return found;
}

