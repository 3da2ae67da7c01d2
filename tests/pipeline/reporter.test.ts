// The build's progress output, on a fake terminal or log and a fake clock: no waiting.
import { describe, expect, it } from 'vitest';
import { consoleReporter, formatTimeLeft, progressText, type OutputStream } from '../../src/cli/reporter.js';

const CLEAR = '\r\x1b[2K';

function fakeOutput(isTTY: boolean, columns = 80) {
  const out = { text: '', isTTY, columns, write: (chunk: string) => void (out.text += chunk) } satisfies OutputStream & { text: string };
  const err = { text: '', write: (chunk: string) => void (err.text += chunk) } satisfies OutputStream & { text: string };
  let time = 0;
  const clock = { now: () => time, advance: (ms: number) => void (time += ms) };
  return { out, err, clock };
}

/** What a terminal shows after `text`: each carriage return and clear-line starts the line again. */
function screen(text: string): string[] {
  const lines = [''];
  for (const part of text.split(/(\r\x1b\[2K|\n)/)) {
    if (part === CLEAR) lines[lines.length - 1] = '';
    else if (part === '\n') lines.push('');
    else lines[lines.length - 1] += part;
  }
  return lines;
}

describe('on a terminal', () => {
  it('redraws one line in place, with the time left once it can be estimated, then leaves only the ✓ line', async () => {
    const { out, err, clock } = fakeOutput(true);
    const reporter = consoleReporter({ out, err, now: clock.now });
    const seen: string[] = [];
    await reporter.task(
      'Made 60 photos ready for the web',
      (progress) => {
        progress(0, 60);
        seen.push(screen(out.text).at(-1)!);
        clock.advance(600);
        progress(1, 60); // one photo done, but too soon to tell
        seen.push(screen(out.text).at(-1)!);
        clock.advance(1400);
        progress(4, 60); // 2 s for 4 photos: 28 s for the other 56
        seen.push(screen(out.text).at(-1)!);
        clock.advance(50);
        progress(5, 60); // within a tenth of a second: not redrawn
        seen.push(screen(out.text).at(-1)!);
        clock.advance(8000);
        progress(30, 60);
        seen.push(screen(out.text).at(-1)!);
        progress(60, 60);
      },
      { items: 'photos' },
    );
    expect(seen).toEqual([
      '  … photos 0 of 60',
      '  … photos 1 of 60',
      '  … photos 4 of 60 · about 30 s left',
      '  … photos 4 of 60 · about 30 s left',
      '  … photos 30 of 60 · about 15 s left', // 10.05 s for 30: rounded up to 5 s
    ]);
    expect(screen(out.text)).toEqual(['  ✓ Made 60 photos ready for the web 10.05 s', '']);
    expect(out.text).not.toContain('\n  …'); // never a new line per update
  });

  it('counts in thousands and estimates minutes for a long stage', () => {
    expect(progressText('pages', 4000, 10009, 120_000)).toBe('pages 4,000 of 10,009 · about 3 min left');
    expect([formatTimeLeft(4000), formatTimeLeft(42_000), formatTimeLeft(90_000)]).toEqual(['a few seconds left', 'about 45 s left', 'about 2 min left']);
  });

  it('never says "about 60 s" after "about 1 min": the estimate only goes down as time passes', () => {
    const said = [75_000, 70_000, 62_000, 58_000, 56_000, 54_000, 31_000].map(formatTimeLeft);
    expect(said).toEqual(['about 1 min left', 'about 1 min left', 'about 1 min left', 'about 1 min left', 'about 1 min left', 'about 55 s left', 'about 35 s left']);
  });

  it("shows the time a stage's work took when it ran earlier, beside other stages, not the time it was waited for", async () => {
    const { out, err, clock } = fakeOutput(false);
    const reporter = consoleReporter({ out, err, now: clock.now });
    await reporter.task('Bundled the browser code and styles', () => ({ ms: 45 }), { took: ({ ms }) => ms });
    expect(out.text).toBe('  ✓ Bundled the browser code and styles 45 ms\n');
  });

  it('keeps a warning printed mid-stage above the progress line', async () => {
    const { out, err, clock } = fakeOutput(true);
    const reporter = consoleReporter({ out, err, now: clock.now });
    await reporter.task(
      'Rendered 3 pages',
      (progress) => {
        progress(1, 3);
        reporter.warn('an offer has ended');
        expect(screen(out.text).at(-1)).toBe('  … pages 1 of 3'); // redrawn after the warning
        progress(3, 3);
      },
      { items: 'pages' },
    );
    expect(err.text).toBe('  ! an offer has ended\n');
    expect(screen(out.text)).toEqual(['  ✓ Rendered 3 pages 0 ms', '']);
  });

  it('hides nothing when the stage fails: the last progress line stays', async () => {
    const { out, err, clock } = fakeOutput(true);
    const reporter = consoleReporter({ out, err, now: clock.now });
    const failing = reporter.task(
      'Made 11 photos ready for the web',
      (progress) => {
        progress(7, 11);
        throw new Error('damaged');
      },
      { items: 'photos' },
    );
    await expect(failing).rejects.toThrow('damaged');
    expect(screen(out.text)).toEqual(['  … photos 7 of 11', '']);
  });

  it('shows what a stage that counts nothing is doing from its start, and only its ✓ line once done', async () => {
    const { out, err, clock } = fakeOutput(true);
    const reporter = consoleReporter({ out, err, now: clock.now });
    let during: string | undefined;
    await reporter.task(
      'Checked site.yaml',
      () => {
        during = screen(out.text).at(-1);
        clock.advance(1100);
      },
      { doing: 'checking site.yaml' },
    );
    expect(during).toBe('  … checking site.yaml');
    expect(screen(out.text)).toEqual(['  ✓ Checked site.yaml 1.10 s', '']);
    const failing = reporter.task(
      'Checked site.yaml',
      () => {
        throw new Error('site.yaml:3:1 a mistake');
      },
      { doing: 'checking site.yaml' },
    );
    await expect(failing).rejects.toThrow('a mistake');
    expect(screen(out.text).slice(1)).toEqual(['  … checking site.yaml', '']); // the line stays; the error goes below it
  });

  it('never wraps: a line longer than the terminal is cut', async () => {
    const { out, err, clock } = fakeOutput(true, 20);
    await consoleReporter({ out, err, now: clock.now }).task('Long', (progress) => progress(1, 10_000), { items: 'photographs of lawns' });
    expect(out.text.split(CLEAR).find((line) => line.includes('…'))!.length).toBeLessThan(20);
  });
});

describe('in a log (not a terminal)', () => {
  it('writes a plain line at most every 3 seconds, none for a quick stage', async () => {
    const { out, err, clock } = fakeOutput(false);
    const reporter = consoleReporter({ out, err, now: clock.now });
    await reporter.task(
      'Checked site.yaml',
      (progress) => {
        progress(0, 2);
        clock.advance(500);
        progress(2, 2);
      },
      { doing: 'checking site.yaml' }, // a terminal's line only
    );
    await reporter.task(
      'Made 60 photos ready for the web',
      (progress) => {
        for (let done = 0; done < 60; done++) {
          progress(done, 60);
          clock.advance(250); // 15 s in all
        }
        progress(60, 60);
      },
      { items: 'photos' },
    );
    expect(out.text).not.toContain('\r');
    expect(out.text.split('\n')).toEqual([
      '  ✓ Checked site.yaml 500 ms',
      '  … photos 12 of 60 · about 15 s left',
      '  … photos 24 of 60 · a few seconds left',
      '  … photos 36 of 60 · a few seconds left',
      '  … photos 48 of 60 · a few seconds left',
      '  ✓ Made 60 photos ready for the web 15.00 s',
      '',
    ]);
  });
});

describe('with --quiet', () => {
  it.each([true, false])('shows no progress and no stage lines (terminal: %s), but still warns', async (isTTY) => {
    const { out, err, clock } = fakeOutput(isTTY);
    const reporter = consoleReporter({ quiet: true, out, err, now: clock.now });
    await reporter.task('Made 60 photos ready for the web', (progress) => {
      for (let done = 0; done <= 60; done++) {
        progress(done, 60);
        clock.advance(1000);
      }
      reporter.warn('photos/small.jpg is 400 px wide');
    });
    await reporter.task('Checked site.yaml', () => clock.advance(1100), { doing: 'checking site.yaml' });
    expect(out.text).toBe('');
    expect(err.text).toBe('  ! photos/small.jpg is 400 px wide\n');
  });
});
