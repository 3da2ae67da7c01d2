// A site.yaml that is not UTF-8, or that holds control characters, is refused with the line and
// column of the first bad byte. The files are made here from bytes: an editor would "fix" them.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig, parseSiteConfig } from '../../src/config/load.js';
import { ConfigError, type ConfigProblem } from '../../src/config/problem.js';
import { problemsOfText, readFixture, refusal } from '../helpers/config.js';
import { makeTempDir } from '../helpers/files.js';

const minimal = readFixture('valid-minimal.yaml');

/** valid-minimal.yaml with `find` replaced by `bytes`, written to a file of its own. */
function fileWith(find: string, bytes: Buffer | string): string {
  const [before, after] = minimal.split(find) as [string, string];
  const file = join(makeTempDir(), 'site.yaml');
  writeFileSync(file, Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]));
  return file;
}

function writeBytes(bytes: Buffer): string {
  const file = join(makeTempDir(), 'site.yaml');
  writeFileSync(file, bytes);
  return file;
}

async function problemsOfFile(file: string): Promise<ConfigProblem[]> {
  try {
    await loadSiteConfig(file);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error(`${file} was accepted`);
}

const hasRawControlCharacter = (text: string) => /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(text);

describe('a site.yaml that is not UTF-8', () => {
  it('refuses a Latin-1 "Café" at the line and column of the é, and says how to save as UTF-8', async () => {
    const problems = await problemsOfFile(fileWith('name: Test Mowers', Buffer.from('name: Café Mowers', 'latin1')));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 2, column: 12, keyPath: 'business.name' });
    expect(problems[0]!.message).toMatch(/^expected text saved as UTF-8, found the byte 0xE9/);
    expect(problems[0]!.message).toContain('"é"');
    expect(problems[0]!.message).toMatch(/Save with Encoding → UTF-8/);
  });

  it('counts the column in characters, past earlier letters that take several bytes', async () => {
    const problems = await problemsOfFile(fileWith('name: Test Mowers', Buffer.concat([Buffer.from('name: Ñandú '), Buffer.from([0xff])])));
    expect(problems[0]).toMatchObject({ line: 2, column: 15 });
  });

  it('refuses a sequence that stops half-way at the end of the file', async () => {
    const problems = await problemsOfFile(writeBytes(Buffer.concat([Buffer.from(minimal), Buffer.from('# caf'), Buffer.from([0xc3])])));
    expect(problems[0]).toMatchObject({ line: 27, column: 6 });
    expect(problems[0]!.message).toMatch(/UTF-8/);
  });

  it.each([
    ['UTF-16 with its byte order mark, little-endian', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(minimal, 'utf16le')])],
    ['UTF-16 with its byte order mark, big-endian', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(minimal, 'utf16le').swap16()])],
    ['UTF-16 without a byte order mark', Buffer.from(minimal, 'utf16le')],
  ])('names a file saved as %s', async (_name, bytes) => {
    const problems = await problemsOfFile(writeBytes(bytes));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 1, column: 1, keyPath: '' });
    expect(problems[0]!.message).toMatch(/^expected a file saved as UTF-8, found one saved as UTF-16: save it as UTF-8 \(in VS Code/);
  });

  it('accepts UTF-8 with a byte order mark, and Windows line endings', async () => {
    const file = writeBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(minimal.replace(/\n/g, '\r\n'))]));
    expect((await loadSiteConfig(file)).config.business.name).toBe('Test Mowers');
  });
});

describe('a � left in site.yaml by an earlier save in the wrong encoding', () => {
  it('builds, with a warning at its line and column that says what it means and what to do', async () => {
    const { config, warnings } = await loadSiteConfig(fileWith('name: Test Mowers', Buffer.from('name: Caf\uFFFD Mowers')));
    expect(config.business.name).toBe('Caf\uFFFD Mowers');
    expect(warnings).toContainEqual(
      expect.stringMatching(/site\.yaml:2:12  business\.name  expected .*, found the replacement character �, .*wrong encoding.*: type/),
    );
  });

  it('is one warning for the file, which counts the others', async () => {
    const { warnings } = await parseSiteConfig(minimal.replace('Mowing Made Simple', 'Mowing \uFFFD Made \uFFFD Simple \uFFFD'), 'site.yaml');
    expect(warnings.filter((warning) => warning.includes('replacement character'))).toEqual([expect.stringMatching(/^site\.yaml:10:20 .*and 2 more/)]);
  });

  it('says so when it is in a comment, which no page shows', async () => {
    const { warnings } = await parseSiteConfig(`${minimal}# caf\uFFFD\n`, 'site.yaml');
    expect(warnings).toContainEqual(expect.stringMatching(/^site\.yaml:27:6 .*in a comment/));
    expect(warnings.find((warning) => warning.includes('replacement character'))).not.toMatch(/page/);
  });

  it('gives no such warning for a file without one', async () => {
    const { warnings } = await parseSiteConfig(minimal, 'site.yaml');
    expect(warnings.filter((warning) => warning.includes('replacement character'))).toEqual([]);
  });
});

describe('control characters in site.yaml', () => {
  it.each([
    ['NUL', '\u0000', /U\+0000/],
    ['BEL', '\u0007', /U\+0007/],
    ['ESC', '\u001b', /U\+001B/],
    ['DEL', '\u007f', /U\+007F/],
    ['a C1 control, NEL', '\u0085', /U\+0085/],
  ])('refuses %s with its line and column, without printing it', async (_name, character, code) => {
    const problems = await problemsOfText(minimal.replace('headline: Mowing', `headline: Mow${character}ing`));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 10, column: 16, keyPath: 'hero.headline' });
    expect(problems[0]!.message).toMatch(code);
    expect(problems[0]!.message).toMatch(/^expected text without control characters/);
    expect(hasRawControlCharacter((await refusal(minimal.replace('headline: Mowing', `headline: Mow${character}ing`))).message)).toBe(false);
  });

  it.each([
    ['on a line of its own', minimal.replace('services:\n', 'services:\n  # our \u001b[31mbest\n'), 13, 9],
    ['after a value', minimal.replace('headline: Mowing Made Simple', 'headline: Mowing Made Simple # new\u0007'), 10, 37],
  ])('refuses one in a comment %s, and says it is in a comment, which no page shows', async (_where, text, line, column) => {
    const problems = await problemsOfText(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line, column });
    expect(problems[0]!.message).toMatch(/^expected a comment without control characters, found U\+00(1B|07) \((escape|bell)\)/);
    expect(problems[0]!.message).not.toMatch(/every page/);
  });

  it('says a control character in a value, after a # that is part of the value, is not in a comment', async () => {
    const problems = await problemsOfText(minimal.replace('headline: Mowing Made Simple', 'headline: "Mowing #1\u001b"'));
    expect(problems[0]!.message).toMatch(/^expected text without control characters, .* would go into every page/);
  });

  it('refuses a control character written as a YAML escape, which would reach every page too', async () => {
    const problems = await problemsOfText(minimal.replace('headline: Mowing Made Simple', 'headline: "Mowing \\e[31mMade Simple"'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 10, column: 13, keyPath: 'hero.headline' });
    expect(problems[0]!.message).toMatch(/U\+001B/);
    expect(problems[0]!.message).toContain('\\u001b[31mMade');
  });

  // The schema refuses control characters too (so an editor underlines them), but the loader's
  // own message names the character: the owner gets that one alone, once per value.
  it.each([
    ['a text', 'headline: Mowing Made Simple', 'headline: "Mowing\\u0085Made Simple"', 'hero.headline'],
    ['an e-mail address', 'email: hello@test-mowers.example', 'email: "hello\\e@test-mowers.example"', 'business.email'],
    ['a slug', 'slug: mowing', 'slug: "mow\\aing"', 'services[0].slug'],
    ['a photo file', 'subtext: Book in under 60 seconds.', 'subtext: Book in under 60 seconds.\n  image: { src: "photos/lawn\\e.jpg", alt: A lawn }', 'hero.image.src'],
    ['a photo description', 'subtext: Book in under 60 seconds.', 'subtext: Book in under 60 seconds.\n  image: { src: photos/lawn.jpg, alt: "A lawn\\x7f" }', 'hero.image.alt'],
    ['a day of the week', 'phone:', 'hours: [{ days: ["Mon\\e"], opens: "07:00", closes: "18:00" }]\n  phone:', 'business.hours[0].days[0]'],
  ])('says a control character in %s once, naming it', async (_what, find, replace, keyPath) => {
    const problems = await problemsOfText(minimal.replace(find, replace));
    expect(problems.map((problem) => problem.keyPath)).toEqual([keyPath]);
    expect(problems[0]!.message).toMatch(/^expected text without control characters, found U\+00(1B|07|7F|85) \(/);
  });

  it('still says what else is wrong with a value that also holds a control character', async () => {
    const problems = await problemsOfText(minimal.replace('email: hello@test-mowers.example', 'email: "hello-at\\e"'));
    expect(problems.map((problem) => problem.keyPath)).toEqual(['business.email', 'business.email']);
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^expected an e-mail address such as service@example.com, found the text "hello-at\\u001b"$/),
      expect.stringMatching(/^expected text without control characters, found U\+001B \(escape\)/),
    ]);
  });

  it('shows a key with an escape in it escaped, never raw, in the message', async () => {
    const error = await refusal(`${minimal}"colour\\e]0;pwned\\a": green\n`);
    expect(error.message).toContain('\\u001b');
    expect(hasRawControlCharacter(error.message)).toBe(false);
  });

  it('accepts tabs inside values', async () => {
    const { config } = await parseSiteConfig(minimal.replace('headline: Mowing Made Simple', 'headline: "Mowing\\tMade Simple"'), 'site.yaml');
    expect(config.hero.headline).toBe('Mowing\tMade Simple');
  });
});

