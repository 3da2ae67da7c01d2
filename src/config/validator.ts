import { readFileSync } from 'node:fs';
import type { ErrorObject, Options } from 'ajv';
import { buildCache, cacheKey, toolVersions, type CacheSetup } from '../cache/cache.js';
import { runWithCodeCache } from '../cache/code-cache.mjs';
import { schemaFile } from '../paths.js';

export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export const readSchemaText = (): string => readFileSync(schemaFile, 'utf8');

let parsedSchema: object | undefined;
/** The schema as data, read once (for the labels' defaults, and the explanations of mistakes). */
export const siteSchema = (): object => (parsedSchema ??= JSON.parse(readSchemaText()) as object);

/** How the schema is compiled: ajv's options, and the keywords beyond JSON Schema it accepts. */
export interface CompileOptions {
  ajv: Options;
  vocabulary: string[];
}

export const compileOptions: CompileOptions = {
  ajv: { allErrors: true, useDefaults: true, strict: true, code: { source: true } },
  vocabulary: ['patternErrorMessage', 'choicesFrom'], // shown by editors, read by schema-errors.ts; choicesFrom: the values the editor offers (src/editor/ui/)
};

/**
 * The validators loaded from the cache, by file, for as long as anything holds them: the dev server
 * and the editor keep theirs, while a build lets its go once site.yaml is checked. Its code and
 * what V8 makes of it (6 MB of a 20,000-page build's peak) are not needed to render the pages.
 */
const validators = new Map<string, WeakRef<ValidateFunction>>();

/**
 * The validator for schema/site.schema.json. Compiling the schema with ajv takes longer than the
 * rest of a small build, so the compiled code is kept in the build cache, keyed by the schema's
 * text, the compile options and ajv's version, and ajv itself is only loaded when one changed.
 */
export async function loadValidator(schemaText = readSchemaText(), setup: Partial<CacheSetup<CompileOptions>> = {}): Promise<ValidateFunction> {
  const { options = compileOptions, tools = toolVersions(['ajv']), cache = buildCache } = setup;
  const name = `validator-${cacheKey({ inputs: [schemaText], options, tools })}.cjs`;
  const file = cache.path(name);
  const kept = validators.get(file)?.deref();
  if (kept) return kept;
  try {
    // With V8's code cache: its first run otherwise compiles 700 KB of checks, a tenth of a small build.
    const validate = runWithCodeCache(file) as ValidateFunction;
    validators.set(file, new WeakRef(validate));
    return validate;
  } catch {
    // not compiled yet with this schema, these options and this ajv
  }
  const [{ Ajv }, standalone] = await Promise.all([import('ajv'), import('ajv/dist/standalone/index.js')]);
  const ajv = new Ajv(options.ajv);
  ajv.addVocabulary(options.vocabulary);
  const validate = ajv.compile(JSON.parse(schemaText) as object);
  const toCode = (standalone.default as unknown as { default?: typeof standalone.default }).default ?? standalone.default;
  cache.write(name, toCode(ajv, validate));
  return validate as ValidateFunction;
}
