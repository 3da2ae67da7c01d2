// src/config/syntax-errors.ts reads the English wording of the `yaml` package's messages
// (YAML_WORDING), so package.json pins yaml to one exact version. This feeds, for each pattern, a
// mistake that must still produce that wording, and says what to do when an update changed it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument, type DocumentOptions, type ParseOptions, type SchemaOptions } from 'yaml';
import { syntaxMistakes, YAML_WORDING } from '../../src/config/syntax-errors.js';
import { YamlSource } from '../../src/config/yaml-source.js';
import { projectRoot } from '../../src/paths.js';

const yamlVersion: string = createRequire(import.meta.url)('yaml/package.json').version;
const pinned: string | undefined = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).dependencies.yaml;

interface Mistake {
  text: string;
  /** Parse with these options instead of site.yaml's (YamlSource's). */
  options?: ParseOptions & DocumentOptions & SchemaOptions;
  /** What the owner is told, when the pattern leads to words of its own. */
  explained?: RegExp;
}

/**
 * A real overflow deep inside yaml can abort V8 outright (a regular expression compiled at the
 * stack's limit), so this tag stands in for one: yaml must still pass on what its collection threw.
 * That the engine words a real overflow the same way is checked on its own below.
 */
const overflowingTag = {
  tag: '!overflow',
  collection: 'seq' as const,
  resolve: () => {
    throw new RangeError(stackOverflowMessage());
  },
};

function stackOverflowMessage(): string {
  const recurse = (depth: number): number => recurse(depth + 1) + 1;
  try {
    recurse(0);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no overflow';
}

/** One mistake per pattern: a pattern added to YAML_WORDING without one here does not compile. */
const MISTAKES: Record<keyof typeof YAML_WORDING, Mistake> = {
  // yaml's default, which appends the position; site.yaml is parsed without it.
  position: { text: 'a: "open\n', options: { prettyErrors: true } },
  outsideDocument: { text: 'a: 1\n]\n', explained: /something here is out of place/ },
  unclosedQuote: { text: "a: 'open\nb: 1\n", explained: /^expected a closing ' for the text that starts here/ },
  unclosedFlow: { text: 'a:\n  b: [1, 2\n  c: 3\nd: 4\n', explained: /^expected \] to close the list that starts here with \[/ },
  nestedCompactMap: { text: 'a: b: c\n', explained: /^expected one key per line, found a second one/ },
  keyWithoutValue: { text: 'a:\n  b: 1\n  foo bar\nc: 1\n', explained: /^expected `key: value`, found a line without a colon/ },
  tooDeep: { text: 'a: !overflow [1]\n', options: { prettyErrors: false, customTags: [overflowingTag] } },
};

const advice = (what: string) =>
  `yaml ${yamlVersion} (the "yaml" dependency in package.json) ${what}: src/config/syntax-errors.ts matches its English messages, ` +
  'so update YAML_WORDING there (and what it says for that mistake) to the new wording, then pin yaml to the version you checked.';

const messagesOf = (mistake: Mistake) =>
  (mistake.options ? parseDocument(mistake.text, mistake.options) : new YamlSource(mistake.text).document).errors.map((error) => error.message.split('\n')[0]!);

describe(`the yaml package's wording that syntax-errors.ts reads (yaml ${yamlVersion})`, () => {
  it('is pinned to the exact version installed', () => {
    expect(pinned, `package.json must pin yaml exactly (no ^ or ~), to the installed ${yamlVersion}: syntax-errors.ts depends on its wording`).toBe(yamlVersion);
  });

  it.each(Object.keys(YAML_WORDING) as Array<keyof typeof YAML_WORDING>)('%s', (name) => {
    const mistake = MISTAKES[name];
    const messages = messagesOf(mistake);
    const pattern = YAML_WORDING[name];
    expect(
      messages.some((message) => pattern.test(message)),
      advice(`no longer says what YAML_WORDING.${name} (${pattern}) expects for ${JSON.stringify(mistake.text.slice(0, 40))}; it said ${JSON.stringify(messages)}`),
    ).toBe(true);
    if (!mistake.explained) return;
    const told = syntaxMistakes(new YamlSource(mistake.text)).map((found) => found.problem.message);
    expect(told.some((message) => mistake.explained!.test(message)), advice(`makes syntax-errors.ts say ${JSON.stringify(told)} instead of ${mistake.explained}`)).toBe(true);
  });

  it("meets the JavaScript engine's own words for a stack overflow, which yaml passes on", () => {
    const message = stackOverflowMessage();
    expect(YAML_WORDING.tooDeep.test(message), `Node ${process.version} words a stack overflow ${JSON.stringify(message)}: update YAML_WORDING.tooDeep in src/config/syntax-errors.ts`).toBe(true);
  });

  // Besides the wording, syntax-errors.ts tells two mistakes apart by the codes yaml gives them.
  it.each([
    ['a value glued to its colon', 'a:\n  title:Mowing\n  b: 1\n', /^expected a space after the colon of `title:`/],
    ['a tab used for indentation', 'a:\n\tb: 1\n', /^expected spaces for indentation, found a tab/],
  ])('%s keeps the code syntax-errors.ts reads', (_, text, explained) => {
    const told = syntaxMistakes(new YamlSource(text)).map((found) => found.problem.message);
    const codes = new YamlSource(text).document.errors.map((error) => error.code);
    expect(told.some((message) => explained.test(message)), advice(`now reports ${JSON.stringify(codes)} for ${JSON.stringify(text)}, and syntax-errors.ts says ${JSON.stringify(told)}`)).toBe(true);
  });
});
