// The texts the product writes itself (buttons, headings, messages), which every label of
// site.yaml has a default for: English, the schema's defaults, and Spanish, translated here.
// A translation into any other language must give them all.
import es from './labels/es.json' with { type: 'json' };
import type { Labels } from './types.js';

type LabelSections = Record<string, Record<string, string>>;

/** The English labels: every default the schema gives under `labels`. */
export function englishLabels(schema: object): Labels {
  const sections = (schema as { properties: { labels: { properties: Record<string, { properties: Record<string, { default?: string }> }> } } }).properties.labels.properties;
  return Object.fromEntries(
    Object.entries(sections).map(([section, node]) => [section, Object.fromEntries(Object.entries(node.properties).map(([key, label]) => [key, label.default ?? '']))]),
  ) as unknown as Labels;
}

/** The language a code names, without its country: `es-US` → `es`. */
export const primaryLanguage = (code: string): string => code.toLowerCase().split('-')[0]!;

/** The built-in labels of a language, when the product has them (English, Spanish); undefined for any other. */
export function builtInLabels(code: string, schema: object): Labels | undefined {
  const language = primaryLanguage(code);
  if (language === 'en') return englishLabels(schema);
  if (language === 'es') return es as unknown as Labels;
  return undefined;
}

/**
 * Gives a site written in Spanish (`site.language: es`) the Spanish built-in labels where its own
 * `labels` give none, before the schema fills in its defaults, which are English. Read as parsed,
 * before validation: anything odd is left for the schema to name.
 */
export function fillOwnLanguageLabels(data: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  const settings = data as { site?: { language?: unknown }; labels?: unknown };
  const language = settings.site?.language;
  if (typeof language !== 'string' || primaryLanguage(language) !== 'es') return;
  if (settings.labels !== undefined && (typeof settings.labels !== 'object' || settings.labels === null || Array.isArray(settings.labels))) return;
  const own = (settings.labels ?? {}) as Record<string, unknown>;
  if (Object.values(own).some((section) => typeof section !== 'object' || section === null || Array.isArray(section))) return;
  settings.labels = withOwnLabels(es as unknown as Labels, own);
}

/** Every label key, as `section.key`, of a set of labels. */
export const labelKeys = (labels: object): string[] =>
  Object.entries(labels as LabelSections).flatMap(([section, texts]) => Object.keys(texts).map((key) => `${section}.${key}`));

/** `base` with the owner's own labels (a translation's `labels`) in their place. */
export function withOwnLabels(base: Labels, own: unknown): Labels {
  if (typeof own !== 'object' || own === null) return base;
  const merged = { ...(base as unknown as LabelSections) };
  for (const [section, texts] of Object.entries(own as LabelSections)) merged[section] = { ...merged[section], ...texts };
  return merged as unknown as Labels;
}
