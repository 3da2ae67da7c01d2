import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ErrorObject } from 'ajv';
import { cachePath, contentHash, writeCacheFile } from '../cache.js';
import { schemaFile } from '../paths.js';

export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

const require = createRequire(import.meta.url);

export const readSchemaText = (): string => readFileSync(schemaFile, 'utf8');

/**
 * The validator for schema/site.schema.json. Compiling the schema with ajv takes longer than the
 * rest of a small build, so the compiled code is kept in the build cache, keyed by the schema's
 * content, and ajv itself is only loaded when the schema changed.
 */
export async function loadValidator(schemaText = readSchemaText()): Promise<ValidateFunction> {
  const name = `validator-${contentHash(schemaText)}.cjs`;
  try {
    return require(cachePath(name)) as ValidateFunction;
  } catch {
    // not compiled yet for this schema
  }
  const [{ Ajv }, standalone] = await Promise.all([import('ajv'), import('ajv/dist/standalone/index.js')]);
  const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: true, code: { source: true } });
  ajv.addVocabulary(['patternErrorMessage']); // shown by editors; read by schema-errors.ts
  const validate = ajv.compile(JSON.parse(schemaText) as object);
  const toCode = (standalone.default as unknown as { default?: typeof standalone.default }).default ?? standalone.default;
  writeCacheFile(name, toCode(ajv, validate));
  return validate as ValidateFunction;
}
