import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { readSchemaText } from '../../src/config/validator.js';

// Rules the schema itself can state, so an editor that reads the schema (VS Code) underlines the
// same mistakes the build refuses. Checked with a plain validator, as such an editor would.
const schema = JSON.parse(readSchemaText()) as { properties: Record<string, { properties: Record<string, { pattern: string }> }> };
const matches = (section: string, key: string, value: string) => new Ajv().compile({ type: 'string', pattern: schema.properties[section]!.properties[key]!.pattern })(value);

describe('the rules the schema states for an editor', () => {
  it.each([
    ['business', 'email', 'service@example.com', true],
    ['business', 'email', 'hello-at-example.com', false],
    ['business', 'email', 'two words@example.com', false],
    ['business', 'email', 'service@localhost', false],
    ['estimateForm', 'endpoint', 'https://formspree.io/f/abcdwxyz', true],
    ['estimateForm', 'endpoint', 'http://127.0.0.1:8080/f/test', true],
    ['estimateForm', 'endpoint', 'http://localhost/f', true],
    ['estimateForm', 'endpoint', 'http://forms.example/f/test', false],
    ['estimateForm', 'endpoint', 'formspree.io/f/abcd', false],
    ['site', 'url', 'https://www.example.com', true],
    ['site', 'url', 'https://user.github.io/lawn/', true],
    ['site', 'url', 'http://localhost:4321/', true],
    ['site', 'url', 'https://www.example.com/?ref=1', false],
    ['site', 'url', 'https://www.example.com/#top', false],
    ['site', 'url', 'http://www.example.com', false],
    ['site', 'url', 'www.example.com', false],
  ])('%s.%s "%s": %s', (section, key, value, valid) => expect(matches(section, key, value)).toBe(valid));
});
