import type { ErrorObject } from 'ajv';
import { stringify } from 'yaml';
import { CONTROL_CHARACTER } from './encoding.js';
import type { ConfigProblem } from './problem.js';
import type { PathSegment } from './key-path.js';
import { formatKeyPath, pointerToPath, unescapePointerToken, valueAt } from './key-path.js';
import { quoted, shownText } from './shown-text.js';
import { nearestKey } from './suggest.js';
import type { YamlSource } from './yaml-source.js';

/** The parts of a JSON schema node the explanations read. */
interface SchemaNode {
  type?: string;
  description?: string;
  examples?: unknown[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  patternErrorMessage?: string;
}

/** The schema node that holds the keyword an error came from (`#/properties/towns/type` → towns). */
function schemaNodeOf(schema: SchemaNode, schemaPath: string): SchemaNode {
  let node: unknown = schema;
  for (const part of schemaPath.replace(/^#\//, '').split('/').slice(0, -1)) {
    node = (node as Record<string, unknown> | undefined)?.[unescapePointerToken(part)];
  }
  return (node ?? {}) as SchemaNode;
}

/** Turns ajv's findings into plain-language problems located in the YAML source. */
export function explainSchemaErrors(errors: readonly ErrorObject[], source: YamlSource, schema: object, data: unknown): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const suggested = new Set<string>();
  const nodeOf = (error: ErrorObject) => schemaNodeOf(schema as SchemaNode, error.schemaPath);

  for (const error of errors) {
    if (error.keyword !== 'additionalProperties') continue;
    const parent = pointerToPath(error.instancePath);
    const unknown = String(error.params.additionalProperty);
    const known = Object.keys(nodeOf(error).properties ?? {});
    // `alt:Front lawn` is read as one key: YAML needs a space after the colon.
    const glued = /^([\w-]+):(\S.*)$/s.exec(unknown);
    const gluedKey = glued && known.includes(glued[1]!) ? glued[1]! : undefined;
    const suggestion = gluedKey ?? nearestKey(unknown, known);
    if (suggestion) suggested.add(formatKeyPath([...parent, suggestion]));
    const advice = gluedKey
      ? `put a space after the colon: \`${gluedKey}: ${shownText(glued![2]!)}\``
      : suggestion
        ? `did you mean \`${suggestion}\`?`
        : `the keys allowed here are ${known.map((k) => `\`${k}\``).join(', ')}`;
    problems.push({
      ...source.positionOfKey([...parent, unknown]),
      // Words with spaces or a colon are text the parser read as a key; the path stops above them.
      keyPath: formatKeyPath(/[\s:]/.test(unknown) ? parent : [...parent, unknown]),
      message: `expected a known key, found \`${shownText(unknown)}\`, which site.yaml does not use: ${advice}`,
    });
  }

  for (const error of errors) {
    if (error.keyword === 'additionalProperties' || SAID_ELSEWHERE.has(error.keyword) || isRootRuleForEditors(error)) continue;
    const path = pointerToPath(error.instancePath);
    const node = nodeOf(error);

    // A key that is not a name the section takes (a language code under `translations`): said once, at the key.
    if (error.propertyName !== undefined) {
      problems.push({
        ...source.positionOfKey([...path, error.propertyName]),
        keyPath: formatKeyPath([...path, error.propertyName]),
        message: `expected ${node.patternErrorMessage ?? `a key matching ${error.params.pattern}`}, found \`${shownText(error.propertyName)}\``,
      });
      continue;
    }

    if (error.keyword === 'required') {
      const missing = String(error.params.missingProperty);
      const keyPath = formatKeyPath([...path, missing]);
      if (suggested.has(keyPath)) continue; // the misspelt key already explains it
      const property = node.properties?.[missing] ?? {};
      const { besideKey, ...position } = source.positionForMissingKey(path);
      const where = path.length ? `in ${formatKeyPath(path)}` : 'at the top of the file';
      const placement = besideKey ? ` beside \`${besideKey}:\`, at the same indentation` : '';
      problems.push({
        ...position,
        keyPath,
        message: `expected \`${missing}\` ${where}, found nothing: add ${exampleLine(missing, property)}${placement}${hint(property)}`,
      });
      continue;
    }

    const value = valueAt(data, path);
    if (onlyControlCharacters(error, value)) continue;
    problems.push({
      ...source.positionOfValue(path),
      keyPath: formatKeyPath(path),
      message: explainValueError(error, node, value, lastKey(path)),
    });
  }
  return problems;
}

/**
 * ajv's summaries of errors it reports one by one too: `propertyNames` (the key's own pattern error
 * says which key), `if` (its `then` says what is missing).
 */
const SAID_ELSEWHERE = new Set(['propertyNames', 'if']);

/**
 * The root's if/then rules (prices need `pricing`) are in the schema so editors underline the
 * mistake; the loader says it where its cause is written (src/config/rules.ts).
 */
const isRootRuleForEditors = (error: ErrorObject): boolean => error.schemaPath.startsWith('#/then/');

/**
 * True when the value would pass without its control characters. The schema refuses those so
 * that editors underline them, but escaped-characters.ts says it better (it names the character),
 * and the owner should get one message for one character.
 */
function onlyControlCharacters(error: ErrorObject, value: unknown): boolean {
  if (typeof value !== 'string' || !CONTROL_CHARACTER.test(value)) return false;
  const clean = value.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '');
  if (error.keyword === 'pattern') return new RegExp(String(error.params.pattern), 'u').test(clean);
  if (error.keyword === 'enum') return (error.params.allowedValues as unknown[]).includes(clean);
  return false;
}

function explainValueError(error: ErrorObject, schema: SchemaNode, value: unknown, key: string): string {
  const found = describeValue(value);
  switch (error.keyword) {
    case 'type':
      return `expected ${kindOf(schema)}, found ${found}: for example ${exampleLine(key, schema)}`;
    case 'minItems':
      return `expected at least ${error.params.limit} ${error.params.limit === 1 ? 'entry' : 'entries'}, found ${found}`;
    case 'minLength':
      return `expected some text, found ${found}: for example ${exampleLine(key, schema)}`;
    case 'pattern':
      return `expected ${schema.patternErrorMessage ?? `text matching ${error.params.pattern}`}, found ${found}`;
    case 'minimum':
    case 'maximum':
      return `expected ${rangeOf(schema)}, found ${found}`;
    case 'uniqueItems':
      return `expected each entry once, found entries ${error.params.j + 1} and ${error.params.i + 1} to be the same`;
    case 'enum':
      // A long list (the states, the time zones) reads better described than spelled out, with the nearest choice.
      if ((schema.enum ?? []).length > 12 && schema.patternErrorMessage) {
        const nearest = typeof value === 'string' ? nearestKey(value, (schema.enum ?? []).map(String)) : undefined;
        return `expected ${schema.patternErrorMessage}, found ${found}${nearest ? `: did you mean ${nearest}?` : ''}`;
      }
      return `expected one of ${(schema.enum ?? []).join(' | ')}, found ${found}`;
    default:
      return `expected a value that ${error.message ?? 'fits the schema'}, found ${found}`;
  }
}

function rangeOf(schema: SchemaNode): string {
  const number = (n: number) => n.toLocaleString('en-US');
  const kind = schema.type === 'integer' ? 'a whole number' : 'a number';
  if (schema.minimum !== undefined && schema.maximum !== undefined) return `${kind} from ${number(schema.minimum)} to ${number(schema.maximum)}`;
  return schema.minimum !== undefined ? `${kind} of at least ${number(schema.minimum)}` : `${kind} of at most ${number(schema.maximum!)}`;
}

function lastKey(path: readonly PathSegment[]): string {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string;
  return 'value';
}

function kindOf(schema: SchemaNode): string {
  switch (schema.type) {
    case 'string':
      return 'text';
    case 'integer':
      return 'a whole number';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list, with each entry on its own line starting with "- "';
    case 'object':
      return 'a section of indented keys';
    default:
      return 'a value';
  }
}

export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing (the value is empty)';
  if (typeof value === 'string') {
    if (value === '') return 'empty text';
    return `the text ${quoted(value)}`;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'a number too large to read';
    // Past 2^53 a number is not even read as written (9007199254740993 is read as …992).
    return Number.isSafeInteger(value) || !Number.isInteger(value) ? `the number ${value}` : 'a number far too large to be read exactly';
  }
  if (typeof value === 'boolean') return `${value}`;
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${value.length}`;
  return 'a section of keys';
}

/** `slug: lawn-maintenance`, from the schema's own examples. */
function exampleLine(key: string, schema: SchemaNode): string {
  const example = exampleValue(schema);
  if (example === undefined) return `\`${key}:\``;
  const value = stringify(example, { collectionStyle: 'flow', lineWidth: 0 }).trim();
  return `\`${key}: ${value}\``;
}

function exampleValue(schema: SchemaNode): unknown {
  if (schema.examples?.length) return schema.examples[0];
  if (schema.type === 'object' && schema.properties) {
    const sample: Record<string, unknown> = {};
    for (const key of schema.required ?? []) sample[key] = exampleValue(schema.properties[key] ?? {});
    return sample;
  }
  if (schema.type === 'array' && schema.items) {
    const item = exampleValue(schema.items);
    return item === undefined ? undefined : [item];
  }
  return undefined;
}

function hint(schema: SchemaNode): string {
  return schema.description ? ` (${schema.description.replace(/\.$/, '')})` : '';
}
