import { readFile, stat } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { schemaFile } from '../paths.js';
import { ConfigError, type ConfigProblem } from './problem.js';
import { checkRules } from './rules.js';
import { explainSchemaErrors } from './schema-errors.js';
import type { SiteConfig } from './types.js';
import { MAX_ALIAS_COUNT, MAX_CONFIG_BYTES, YamlSource } from './yaml-source.js';

export interface LoadedConfig {
  config: SiteConfig;
  /** Advice that does not stop the build, such as a missing business address. */
  warnings: string[];
}

/** Compiles schema/site.schema.json; the dev server calls it again when the schema changes. */
export function compileSchema(schema: object = JSON.parse(readFileSync(schemaFile, 'utf8'))): ValidateFunction {
  const ajv = new Ajv({ allErrors: true, useDefaults: true, verbose: true, strict: true });
  ajv.addVocabulary(['patternErrorMessage']); // shown by editors; read by schema-errors.ts
  return ajv.compile(schema);
}

let defaultValidator: ValidateFunction | undefined;

/** Reads, parses and validates a site.yaml file. Throws ConfigError listing every problem. */
export async function loadSiteConfig(file: string, validate?: ValidateFunction): Promise<LoadedConfig> {
  const label = relative(process.cwd(), file) || file;
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw new ConfigError(label, [{ line: 1, column: 1, keyPath: '', message: `expected a site.yaml file here, found no file at ${file}` }]);
  }
  if (size > MAX_CONFIG_BYTES) throw tooBig(label, size);
  return parseSiteConfig(await readFile(file, 'utf8'), label, validate);
}

/** Parses and validates site.yaml text. `label` names the file in messages. */
export function parseSiteConfig(text: string, label: string, validate?: ValidateFunction): LoadedConfig {
  if (Buffer.byteLength(text) > MAX_CONFIG_BYTES) throw tooBig(label, Buffer.byteLength(text));
  validate ??= defaultValidator ??= compileSchema();

  let source: YamlSource;
  try {
    source = new YamlSource(text);
  } catch (error) {
    if (error instanceof RangeError) throw fileProblem(label, 'expected a readable file, found lists or sections nested too deeply to read');
    throw error;
  }
  const syntax = source.syntaxProblems();
  if (syntax.length) throw new ConfigError(label, syntax);

  let data: unknown;
  try {
    data = source.document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    if (error instanceof ReferenceError || error instanceof RangeError)
      throw fileProblem(label, `expected values reused with &anchor and *alias at most ${MAX_ALIAS_COUNT} times, found far more: the file looks like an alias bomb and was not read`);
    throw error;
  }
  if (data === null || data === undefined) throw fileProblem(label, 'expected the site settings, found an empty file');
  if (typeof data !== 'object' || Array.isArray(data))
    throw fileProblem(label, 'expected a section of keys such as `business:` and `services:`, found a single value or a list');

  validate(data);
  const problems: ConfigProblem[] = [...explainSchemaErrors(validate.errors ?? [], source), ...checkRules(data, source)];
  if (problems.length) throw new ConfigError(label, problems);

  const config = data as SiteConfig;
  return { config, warnings: warningsFor(config) };
}

function warningsFor(config: SiteConfig): string[] {
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
  const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
  return fileProblem(label, `expected a file of at most ${mib(MAX_CONFIG_BYTES)}, found ${mib(bytes)}: it was not read`);
}
