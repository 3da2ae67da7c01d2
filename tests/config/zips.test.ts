import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../src/config/load.js';
import { problemsOfText, readFixture } from '../helpers/config.js';

const small = readFixture('small-site.yaml');

/** The small site with `zips` lines under its towns, by name: `{ Springfield: '["07081"]' }`. */
function siteWithZips(zips: Record<string, string>): string {
  let text = small;
  for (const [town, list] of Object.entries(zips)) {
    const slug = town.toLowerCase();
    text = text.replace(`    slug: ${slug}\n`, `    slug: ${slug}\n    zips: ${list}\n`);
  }
  return text;
}

/** Where a problem points, as the text from its line and column on. */
const pointedAt = (text: string, problem: { line: number; column: number }) => text.split('\n')[problem.line - 1]!.slice(problem.column - 1);

describe('towns[].zips: five digits each, each ZIP code in one town only', () => {
  it('takes ZIP codes of five digits, each in one town', async () => {
    const { config } = await parseSiteConfig(siteWithZips({ Springfield: '["07081", "07082"]', Shelbyville: '["08831"]' }), 'site.yaml');
    expect(config.towns.map((town) => town.zips)).toEqual([['07081', '07082'], ['08831'], undefined]);
  });

  it.each([
    // what is wrong, the zips, key path, the text the line and column point at, what the message says
    ['four digits', { Springfield: '["0708"]' }, 'towns[0].zips[0]', '"0708"]', /^expected five digits, such as "08831", found the text "0708"$/],
    ['six digits', { Springfield: '["07081", "070811"]' }, 'towns[0].zips[1]', '"070811"]', /^expected five digits, such as "08831", found the text "070811"$/],
    ['a ZIP+4', { Springfield: '["07081-1234"]' }, 'towns[0].zips[0]', '"07081-1234"]', /^expected five digits, such as "08831", found the text "07081-1234"$/],
    ['letters', { Springfield: '["NJ081"]' }, 'towns[0].zips[0]', '"NJ081"]', /^expected five digits, such as "08831", found the text "NJ081"$/],
    ['without quotes, a number', { Springfield: '[07081]' }, 'towns[0].zips[0]', '07081]', /^expected text, found the number 7081/],
    [
      'one ZIP code in two towns',
      { Springfield: '["07081"]', Ogdenville: '["07090", "07081"]' },
      'towns[2].zips[1]',
      '"07081"]',
      /^expected each ZIP code in one town only, found "07081" in both towns\[0\] \(Springfield\) and towns\[2\] \(Ogdenville\): the home page's ZIP check answers with one town/,
    ],
    ['one ZIP code twice in a town', { Shelbyville: '["08831", "08831"]' }, 'towns[1].zips[1]', '"08831"]', /^expected each ZIP code in one town only, found "08831" twice in towns\[1\]\.zips/],
  ])('%s is refused at its line and column', async (_what, zips, keyPath, pointsAt, message) => {
    const text = siteWithZips(zips);
    const problems = await problemsOfText(text);
    expect(problems.map((problem) => problem.keyPath)).toEqual([keyPath]);
    expect(problems[0]!.message).toMatch(message);
    expect(pointedAt(text, problems[0]!)).toBe(pointsAt);
  });

  it('reports every ZIP code problem at once', async () => {
    const text = siteWithZips({ Springfield: '["07081", "123"]', Shelbyville: '["07081"]', Ogdenville: '["07081"]' });
    const problems = await problemsOfText(text);
    expect(problems.map((problem) => problem.keyPath)).toEqual(['towns[0].zips[1]', 'towns[1].zips[0]', 'towns[2].zips[0]']);
  });
});
