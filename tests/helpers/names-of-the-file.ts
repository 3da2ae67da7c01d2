// What the editor's words must never hold: a backtick, a key path of site.yaml, or a key written
// as code (`homeDescription`). Shared by the editor's unit tests and its browser tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Schema } from '../../src/editor/ui/model.js';

const schema = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'schema', 'site.schema.json'), 'utf8')) as Schema;
const TOP_LEVEL = Object.keys(schema.properties!).filter((key) => key !== '$schema');

/** Every key name the schema has that no English word is: `homeDescription`, `lotSizes`, `timeZone`. */
const codeLikeKeys = new Set<string>();
(function collect(node: Schema) {
  for (const [key, inner] of Object.entries(node.properties ?? {})) {
    if (/[a-z][A-Z]/.test(key)) codeLikeKeys.add(key);
    collect(inner);
  }
  if (node.items) collect(node.items);
  if (typeof node.additionalProperties === 'object') collect(node.additionalProperties);
})(schema);

/** What in `text` names the file rather than the form: a backtick, a key path, a key written as code. */
export function namesOfTheFile(text: string): string[] {
  const found: string[] = [];
  if (text.includes('`')) found.push('`');
  const paths = new RegExp(`\\b(?:${TOP_LEVEL.join('|')})(?:\\.(?!yaml\\b)[A-Za-z$]|\\[)[^\\s,;:)]*`, 'g');
  found.push(...(text.match(paths) ?? []));
  found.push(...(text.match(/\b[A-Za-z]\w*\[(?:\d*|[a-z-]+)\]/g) ?? []));
  found.push(...(text.match(/\b[a-z]+[A-Z][A-Za-z]*\b/g) ?? []).filter((word) => codeLikeKeys.has(word)));
  return found;
}
