// The rules of `translations`: every text of the owner's translated, every list as long as the
// original, slugs and ids that exist, and every label for a language the product has none for.
import { builtInLabels, labelKeys } from './built-in-labels.js';
import { formatKeyPath, type PathSegment, type ShownPath } from './key-path.js';
import { keyWords, quoted } from './shown-text.js';
import { LANGUAGE_CODE as LANGUAGE_SCHEMA } from './translation-schema.js';
import { missingTranslations, unknownItems } from './translations.js';

/** `path` is where the problem is placed (the nearest key written is found from it); `shown` names it in the message when not `path`. */
export type TranslationReport = (path: PathSegment[], message: string, shown?: ShownPath) => void;

/** A language code as the schema's `translations` takes it (`es`, `es-US`). */
const LANGUAGE_CODE = new RegExp(LANGUAGE_SCHEMA.pattern);

type Data = Record<string, unknown>;
const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

export function checkTranslations(data: unknown, schema: () => object, report: TranslationReport): void {
  if (!isObject(data) || !isObject(data.translations)) return;
  const site = isObject(data.site) ? data.site : {};
  const main = typeof site.language === 'string' ? site.language.toLowerCase() : 'en';
  for (const [code, translation] of Object.entries(data.translations)) {
    const at: PathSegment[] = ['translations', code];
    if (!LANGUAGE_CODE.test(code)) continue; // not a language: the schema names the key, and nothing under it can be checked
    if (code.toLowerCase() === main) {
      report(at, `expected a language other than the site's own (site.language is ${quoted(main)}), found ${quoted(code)}: the site's own texts are those of site.yaml itself`);
      continue;
    }
    for (const missing of missingTranslations(data, translation, at)) {
      report(
        missing.path,
        missing.problem === 'missing'
          ? `expected the ${code} text of this, found nothing: every text a visitor reads needs its translation (names stay as written and need none)`
          : `expected ${missing.problem.expected} ${missing.problem.expected === 1 ? 'entry' : 'entries'}, one for each of the original in the same order, found ${missing.problem.length}`,
        missing.shownPath,
      );
    }
    for (const unknown of unknownItems(data, translation, at)) {
      const list = formatKeyPath(unknown.list);
      const entries = keyWords(String(unknown.list.at(-1))); // lotSizes: lot sizes
      report(unknown.path, `expected the ${unknown.key} of one of the ${entries} listed under \`${list}\`, found ${quoted(unknown.value)}`);
    }
    if (!builtInLabels(code, schema())) {
      const given = new Set(isObject(translation) && isObject(translation.labels) ? labelKeys(translation.labels) : []);
      const needed = labelKeys(builtInLabels('en', schema())!).filter((key) => !given.has(key));
      if (needed.length)
        report(
          [...at, 'labels'],
          `expected every label in ${quoted(code)}, as the site has built-in labels only in English and Spanish, found ${needed.length} missing: ${missingLabelList(needed, labelKeys(builtInLabels('en', schema())!))}`,
        );
    }
  }
}

/** The missing labels by name, a section missing whole (`footer.*, all 21`) named once, so the list stays readable. */
function missingLabelList(missing: readonly string[], all: readonly string[]): string {
  const section = (key: string) => key.split('.')[0]!;
  const missingSet = new Set(missing);
  const named = new Set<string>();
  const parts: string[] = [];
  for (const key of missing) {
    const inSection = all.filter((candidate) => section(candidate) === section(key));
    if (inSection.length > 1 && inSection.every((candidate) => missingSet.has(candidate))) {
      if (!named.has(section(key))) parts.push(`${section(key)}.* (all ${inSection.length})`);
      named.add(section(key));
    } else parts.push(key);
  }
  return parts.join(', ');
}
