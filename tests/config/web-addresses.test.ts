// Addresses the schema's shape lets through but no browser can open (found by a fuzzer): each is
// a problem at its line and column, never a crash of the build.
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { problemsOfText, readFixture } from '../helpers/config.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir } from '../helpers/files.js';

const small = readFixture('small-site.yaml');
const BROKEN = ['https://a|b.com', 'https://xn--a.com', 'https://1.2.3.999', 'https://www.example.com:99999', 'https://www.exam%ple.com'];

/** small-site.yaml with `from` replaced; fails when `from` is not there. */
function edit(from: string, to: string): string {
  expect(small).toContain(from);
  return small.replace(from, to);
}

describe('an address no browser can open', () => {
  it.each(BROKEN)('site.url %s is a problem at its place', async (address) => {
    const problems = await problemsOfText(edit('  url: https://test-mowers.example', `  url: ${address}`));
    expect(problems).toEqual([expect.objectContaining({ keyPath: 'site.url', line: 7, column: 8, message: expect.stringMatching(/^expected a web address a browser can open, found "/) })]);
  });

  it.each(BROKEN)('estimateForm.endpoint %s is a problem at its place', async (address) => {
    const problems = await problemsOfText(edit('  endpoint: https://forms.example/f/test', `  endpoint: ${address}/f/test`));
    expect(problems.map((problem) => problem.keyPath)).toEqual(['estimateForm.endpoint']);
  });

  it.each(BROKEN)('a social profile %s is a problem at its place', async (address) => {
    const problems = await problemsOfText(edit('  email: hello@test-mowers.example\n', `  email: hello@test-mowers.example\n  social: [${address}/me]\n`));
    expect(problems.map((problem) => problem.keyPath)).toEqual(['business.social[0]']);
  });

  it('says what is wrong with a port or an IP address in plain words', async () => {
    const [port] = await problemsOfText(edit('  url: https://test-mowers.example', '  url: https://test-mowers.example:99999'));
    expect(port!.message).toMatch(/the port 99999 is past the last one, 65535/);
    const [ip] = await problemsOfText(edit('  url: https://test-mowers.example', '  url: https://1.2.3.999'));
    expect(ip!.message).toMatch(/numeric IP address with a number past 255/);
  });

  it('stops the build with the problem, not a [Bug]', async () => {
    const dir = makeTempDir();
    writeFileSync(join(dir, 'site.yaml'), edit('  url: https://test-mowers.example', '  url: https://a|b.com'));
    await expect(buildSite({ configFile: join(dir, 'site.yaml'), outDir: join(dir, 'dist'), reporter: silentReporter })).rejects.toThrow(/site\.url {2}expected a web address a browser can open/);
  });
});
