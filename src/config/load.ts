import { readFile, stat } from 'node:fs/promises';
import { relative } from 'node:path';
import { CORE_SCHEMA, load as loadYaml } from 'js-yaml';
import { fillOwnLanguageLabels } from './built-in-labels.js';
import { decodeConfigBytes, findControlCharacter, findReplacementCharacter, type BadText } from './encoding.js';
import { compactStrings } from './compact-strings.js';
import { controlCharactersIn } from './escaped-characters.js';
import { ConfigError, formatProblem, type ConfigProblem, type ProblemAtKey } from './problem.js';
import { adviceAbout } from './advice.js';
import { placeProblems, placeProblemsInEntries } from './place-problems.js';
import { formatKeyPath, pointerToPath, type PathSegment } from './key-path.js';
import { checkRules } from './rules.js';
import type { SiteConfig } from './types.js';
import { MAX_ALIAS_EXPANSION, MAX_CONFIG_BYTES, MAX_CONFIG_VALUES } from './limits.js';
import { loadValidator, siteSchema, type ValidateFunction } from './validator.js';

export interface LoadedConfig {
  config: SiteConfig;
  /** Advice that does not stop the build, such as a missing business address. */
  warnings: string[];
}

export interface LoadOptions {
  /** The compiled schema, when the caller keeps one loaded. */
  validate?: ValidateFunction;
  /**
   * Checks that need more than site.yaml to decide, such as whether two pages share an address
   * (the page kinds know that: src/pipeline/load-site.ts passes them). Called with data the schema
   * accepts, even when other rules do not.
   */
  check?: (config: SiteConfig) => ProblemAtKey[];
}

/** Reads, parses and validates a site.yaml file. Throws ConfigError listing every problem. */
export async function loadSiteConfig(file: string, options: LoadOptions = {}): Promise<LoadedConfig> {
  const label = relative(process.cwd(), file) || file;
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw fileProblem(label, `expected a site.yaml file here, found no file at ${file}`);
  }
  if (size > MAX_CONFIG_BYTES) throw tooBig(label, size);
  const { text, bad } = decodeConfigBytes(await readFile(file));
  if (bad) throw await badTextProblem(label, text, bad);
  return parseSiteConfig(text, label, options);
}

/**
 * Parses and validates site.yaml text; `label` names the file in messages. A valid file takes
 * the fast road (js-yaml, several times faster on big files). Anything wrong takes the careful
 * road: the `yaml` library keeps where every key and value is written, so each problem gets its
 * line and column; it is only loaded then.
 */
export async function parseSiteConfig(text: string, label: string, options: LoadOptions = {}): Promise<LoadedConfig> {
  if (Buffer.byteLength(text) > MAX_CONFIG_BYTES) throw tooBig(label, Buffer.byteLength(text));
  const control = findControlCharacter(text);
  if (control) throw await badTextProblem(label, text, control);
  const validate = options.validate ?? (await loadValidator());
  const check = options.check ?? (() => []);

  const data = parseQuickly(text);
  fillOwnLanguageLabels(data);
  if (
    data !== undefined &&
    validate(data) &&
    checkRules(data, () => ({ line: 0, column: 0 }), siteSchema).length === 0 &&
    (!text.includes('\\') || controlCharactersIn(data).length === 0) && // only a backslash escape can write one
    check(data as SiteConfig).length === 0
  ) {
    const config = data as SiteConfig;
    return { config, warnings: await allWarnings(label, text, config) };
  }
  const checked = await checkCarefully(text, label, validate, check);
  if (checked instanceof ConfigError) throw checked;
  // Valid after all: the fast reader balked at something the careful one accepts.
  return { config: checked, warnings: await allWarnings(label, text, checked) };
}

async function allWarnings(label: string, text: string, config: SiteConfig): Promise<string[]> {
  return [...(await textWarnings(label, text)), ...(await adviceWarnings(label, text, config)), ...warningsFor(config)];
}

/** Values the build takes but that are rarely what the owner means ($0 prices, another state's clock), at their line and column. */
async function adviceWarnings(label: string, text: string, config: SiteConfig): Promise<string[]> {
  const advice = adviceAbout(config);
  if (advice.length === 0) return [];
  return (await placeProblemsInEntries(text, advice)).map((problem) => formatProblem(label, problem));
}

/** A � in the text, where an earlier save lost a letter. */
async function textWarnings(label: string, text: string): Promise<string[]> {
  const lost = findReplacementCharacter(text);
  return lost ? [formatProblem(label, await locateBadText(text, lost))] : [];
}

/** The parsed data, or undefined when the fast parser cannot say anything reliable about it. */
function parseQuickly(text: string): unknown {
  let data: unknown;
  try {
    data = loadYaml(text, { schema: CORE_SCHEMA }); // YAML 1.2 core types, as the `yaml` library reads them
  } catch {
    return undefined;
  }
  const isSettings = typeof data === 'object' && data !== null && !Array.isArray(data);
  // Counted first: aliases can make a loop, or a small file into an enormous tree.
  return isSettings && countValues(data, MAX_CONFIG_VALUES) <= MAX_CONFIG_VALUES ? compactStrings(data) : undefined;
}

/** Counts values, stopping past `limit`: aliases can make a small file into an enormous tree. */
function countValues(value: unknown, limit: number): number {
  let count = 0;
  const stack = [value];
  while (stack.length > 0 && count <= limit) {
    const current = stack.pop();
    count++;
    if (typeof current === 'object' && current !== null) for (const child of Object.values(current)) stack.push(child);
  }
  return count;
}

/** Bad bytes or characters, refused. */
async function badTextProblem(label: string, text: string, bad: BadText): Promise<ConfigError> {
  return new ConfigError(label, [await locateBadText(text, bad)]);
}

/** Bad bytes or characters, located with the key path they sit under (the yaml library is loaded only then). */
async function locateBadText(text: string, bad: BadText): Promise<ConfigProblem> {
  const { YamlSource } = await import('./yaml-source.js');
  let source: InstanceType<typeof YamlSource> | undefined;
  try {
    source = new YamlSource(text);
  } catch {
    // Too deeply nested to parse: the line and column still say where.
  }
  const position = source?.positionAt(bad.offset) ?? positionIn(text, bad.offset);
  const message = bad.inComment && source?.isInComment(bad.offset) ? bad.inComment : bad.message;
  return { ...position, keyPath: formatKeyPath(source?.pathAtOffset(bad.offset) ?? []), message };
}

function positionIn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/**
 * Every problem with the file, located by line and column; or the config when there is none.
 * YAML mistakes and schema problems come together, except what a mistake may have made up: in
 * what a mistake can misread (the rest of the file after an unclosed quote, the rest of a section
 * after a line out of shape), nothing is judged.
 */
async function checkCarefully(text: string, label: string, validate: ValidateFunction, check: NonNullable<LoadOptions['check']>): Promise<ConfigError | SiteConfig> {
  const [{ YamlSource }, { explainSchemaErrors }, { syntaxMistakes }] = await Promise.all([
    import('./yaml-source.js'),
    import('./schema-errors.js'),
    import('./syntax-errors.js'),
  ]);
  let source: InstanceType<typeof YamlSource>;
  try {
    source = new YamlSource(text);
  } catch (error) {
    if (error instanceof RangeError) return fileProblem(label, 'expected a readable file, found lists or sections nested too deeply to read');
    throw error;
  }
  const mistakes = syntaxMistakes(source);
  const syntax = mistakes.map((mistake) => mistake.problem);

  let data: unknown;
  try {
    data = source.document.toJS({ maxAliasCount: MAX_ALIAS_EXPANSION });
    fillOwnLanguageLabels(data);
  } catch (error) {
    if (syntax.length) return new ConfigError(label, syntax); // an alias to a broken or missing anchor
    if (error instanceof ReferenceError || error instanceof RangeError)
      return fileProblem(
        label,
        `expected values reused with &anchor and *alias to come to at most ${MAX_ALIAS_EXPANSION.toLocaleString('en-US')} values, found far more: the file looks like an alias bomb and was not read`,
      );
    throw error;
  }
  const isSettings = typeof data === 'object' && data !== null && !Array.isArray(data);
  if (syntax.length && !isSettings) return new ConfigError(label, syntax);
  if (data === null || data === undefined) return fileProblem(label, 'expected the site settings, found an empty file');
  if (!isSettings) return fileProblem(label, 'expected a section of keys such as `business:` and `services:`, found a single value or a list');

  // A problem can be trusted when its value is written outside every stretch a mistake may have
  // misread, or holds that stretch's whole section (the parser misreads a section, not its parents).
  // A list or section that ends where the stretch begins may have lost what the stretch held.
  const doubts = mistakes.flatMap((mistake) => mistake.doubt ?? []);
  const trusted = (path: readonly PathSegment[]): boolean => {
    const span = source.spanOfValue(path);
    const outside = (from: number, to: number) =>
      span !== undefined && (span.end < from || (span.end === from && !span.collection) || span.start >= to);
    return doubts.every(({ from, to, section }) => outside(from, to) || isParentOf(path, section));
  };
  // Rules compare lists with each other (a project's town must be listed under towns), so they
  // also need the lists they look up read as written.
  const listsTrusted = ['services', 'towns', 'site'].every((key) => trusted([key]));

  validate(data);
  const schema = siteSchema();
  const schemaErrors = (validate.errors ?? []).filter((error) => {
    const path = pointerToPath(error.instancePath);
    return trusted(error.keyword === 'additionalProperties' ? [...path, String(error.params.additionalProperty)] : path);
  });
  // A translation's problem is also one of the original it translates (`translations.es.faq` of
  // `faq`): when a mistake may have misread the original, the translation's count is no news.
  const originalOf = (path: readonly PathSegment[]) => (path[0] === 'translations' && path.length > 2 ? path.slice(2, 3) : []);
  const rules = checkRules(data, (path) => source.positionOfValue(path), () => schema)
    .filter((problem) => listsTrusted && trusted(problem.at) && trusted(originalOf(problem.at)))
    .map(({ at: _at, ...problem }) => problem);
  const escapes = controlCharactersIn(data)
    .filter(({ path }) => trusted(path))
    .map(({ path, isKey, message }) => ({ ...(isKey ? source.positionOfKey(path) : source.positionOfValue(path)), keyPath: formatKeyPath(path), message }));

  // The pages can only be worked out from a config the schema accepts.
  const planned = (validate.errors ?? []).length === 0 ? placeProblems(source, check(data as SiteConfig).filter((problem) => listsTrusted && trusted(problem.keyPath))) : [];

  const problems: ConfigProblem[] = [...syntax, ...explainSchemaErrors(schemaErrors, source, schema, data), ...rules, ...escapes, ...planned];
  return problems.length ? new ConfigError(label, problems) : (data as SiteConfig);
}

/** `towns` and `[]` (the whole file) are parents of `towns[2]`; `towns[2]` is not. */
const isParentOf = (path: readonly PathSegment[], child: readonly PathSegment[]): boolean =>
  path.length < child.length && path.every((segment, i) => String(segment) === String(child[i]));

/** Advice about the config itself (not the lost letters, which are located, nor what is still the sample's, which src/config/sample-site.ts lists): a missing address, towns without their own words. */
export function warningsFor(config: SiteConfig): string[] {
  const warnings: string[] = [];
  if (!config.business.address)
    warnings.push('business.address is not set: search engines need the town and ZIP code to show the business in local results.');
  const generic = config.towns.filter((town) => !town.intro && !town.neighbourhoods && !town.notes);
  if (generic.length > 0) {
    const names = generic.slice(0, 3).map((town) => town.name).join(', ') + (generic.length > 3 ? ` and ${generic.length - 3} more` : '');
    warnings.push(
      `${names}: no intro, neighbourhoods or notes, so ${generic.length === 1 ? 'its page reads' : 'their pages read'} much like the other town pages. ` +
        'Search engines rank pages written for their town higher: add an `intro` to each.',
    );
  }
  return warnings;
}

function fileProblem(label: string, message: string): ConfigError {
  return new ConfigError(label, [{ line: 1, column: 1, keyPath: '', message }]);
}

function tooBig(label: string, bytes: number): ConfigError {
  const count = (n: number) => n.toLocaleString('en-US');
  return fileProblem(
    label,
    `expected a file of at most ${MAX_CONFIG_BYTES / 1024 / 1024} MiB (${count(MAX_CONFIG_BYTES)} bytes), found ${count(bytes)} bytes: ` +
      'it was not read; a site.yaml is a few kilobytes, so check that this is the right file',
  );
}
