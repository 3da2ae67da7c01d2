import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startEditor } from '../editor/server.js';
import { siteWithTowns, writeSiteYaml } from './measure-build.js';
import { markdownTable, timingRow } from './table.js';

export interface EditorTimings {
  /** Navigation start → the page's first field (Find a field) can be typed into and Save is shown. */
  usableMs: number[];
  /** Choosing the Towns section → its first town can be opened (its button drawn). */
  sectionMs: number[];
  /** The last key of a change → the preview showing it (in the page shown, before it is rendered again). */
  previewMs: number[];
  /** The last key of a change → the page rendered again by the build's code with it (the pause the editor waits for included). */
  renderedMs: number[];
  /** Save pressed → the answer, as the page sends it (one changed value). */
  saveMs: number[];
}

const HEADLINE = '[name="hero.headline"]';

/** The sites the editor is timed on: the default one, and generated ones of 1,000 and 10,000 towns. */
export async function measureEditors(siteYaml: string, workDir: string, browser: Browser, runs: number): Promise<Array<{ name: string; timings: EditorTimings }>> {
  const sites = [
    { name: 'default site', yaml: siteYaml },
    { name: '1,000 towns', yaml: siteWithTowns(siteYaml, 1000) },
    { name: '10,000 towns', yaml: siteWithTowns(siteYaml, 10_000) },
  ];
  const measured: Array<{ name: string; timings: EditorTimings }> = [];
  for (const { name, yaml } of sites) measured.push({ name, timings: await measureEditor(yaml, workDir, browser, runs) });
  return measured;
}

/** The editor's figures as docs/performance.md shows them. */
export function editorTable(editors: ReadonlyArray<{ name: string; timings: EditorTimings }>): string {
  return (
    '### The editor (`npm run edit`)\n\n' +
    markdownTable(
      ['measure', 'median', 'all runs'],
      editors.flatMap(({ name, timings }) => {
        const large = name.startsWith('10,000');
        return [
          timingRow(`${name}: opening the editor → its first field takes typing (target ${large ? '1.5' : '1'} s)`, timings.usableMs),
          timingRow(`${name}: choosing Towns → its towns drawn`, timings.sectionMs),
          timingRow(`${name}: last key of a change → the preview shows it (target 300 ms)`, timings.previewMs),
          timingRow(`${name}: last key of a change → the page rendered again with it`, timings.renderedMs),
          timingRow(`${name}: saving one changed value (target 100 ms)`, timings.saveMs),
        ];
      }),
    ) +
    '\n\nThe preview shows a typed text at once in the element that shows it; the page is then rendered again by the build’s code once typing pauses for 150 ms and the change is checked.'
  );
}

/** Opens `npm run edit` on a copy of `siteYaml` in Chromium and times what the owner waits for. */
export async function measureEditor(siteYaml: string, workDir: string, browser: Browser, runs: number): Promise<EditorTimings> {
  const dir = join(workDir, `editor-${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir, { recursive: true });
  const editor = await startEditor({ configFile: writeSiteYaml(dir, siteYaml), port: 0 });
  const timings: EditorTimings = { usableMs: [], sectionMs: [], previewMs: [], renderedMs: [], saveMs: [] };
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    for (let run = 1; run <= runs; run++) {
      await page.goto(editor.url, { waitUntil: 'commit' });
      timings.usableMs.push(await whenInPage(page, () => {
        const field = document.querySelector<HTMLInputElement>('input[type="search"]');
        const save = [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Save');
        return field && !field.disabled && save ? performance.now() : false;
      }));
      timings.sectionMs.push(await sectionTime(page, 'Towns', '.item-toggle'));
      await page.getByRole('link', { name: 'Hero', exact: true }).click();
      const { shown, rendered } = await previewLatency(page, `Bench ${run}`);
      timings.previewMs.push(shown);
      timings.renderedMs.push(rendered);
      timings.saveMs.push(await saveTime(page, `Bench headline ${run}`));
    }
    return timings;
  } finally {
    await page.close();
    await editor.close();
  }
}

/** Polls `check` in the page every frame; its first truthy value (a time in the page's clock). */
async function whenInPage(page: Page, check: () => number | false, arg?: unknown): Promise<number> {
  const handle = await page.waitForFunction(check as (arg: unknown) => number | false, arg, { polling: 'raf', timeout: 30_000 });
  return (await handle.jsonValue()) as number;
}

/** Choosing a section in the Sections navigation → `drawn` is in the form. */
async function sectionTime(page: Page, section: string, drawn: string): Promise<number> {
  const link = page.getByRole('link', { name: section, exact: true });
  await link.waitFor();
  const started = await page.evaluate(() => performance.now());
  await link.click();
  return (await whenInPage(page, ((selector: string) => (document.querySelector(selector) ? performance.now() : false)) as unknown as () => number | false, drawn)) - started;
}

async function previewLatency(page: Page, marker: string): Promise<{ shown: number; rendered: number }> {
  const field = page.locator(HEADLINE);
  await field.focus();
  // The preview keeps a second frame out of sight, where a page rendered again loads before it is
  // shown: each check reads the frame shown now. The page shown now is flagged; one rendered again will not be.
  await page.waitForFunction(() => document.querySelector<HTMLIFrameElement>('iframe.shown')?.contentDocument?.readyState === 'complete', undefined, { timeout: 30_000 });
  await page.evaluate(() => ((document.querySelector<HTMLIFrameElement>('iframe.shown')!.contentWindow as unknown as { benchOld: boolean }).benchOld = true));
  // Timed from the last key as the page got it: a page busy drawing answers a question from here late.
  await page.evaluate(() => addEventListener('keydown', () => ((window as unknown as { lastKeyAt: number }).lastKeyAt = performance.now()), { capture: true }));
  await field.press('End');
  await page.keyboard.type(` ${marker}`);
  const typedAt = await page.evaluate(() => (window as unknown as { lastKeyAt: number }).lastKeyAt);
  const shownAt = await whenInPage(
    page,
    ((text: string) => {
      const preview = document.querySelector<HTMLIFrameElement>('iframe.shown')?.contentDocument;
      return preview?.body?.textContent?.includes(text) ? performance.now() : false;
    }) as unknown as () => number | false,
    marker,
  );
  const renderedAt = await whenInPage(
    page,
    ((text: string) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe.shown');
      const fresh = frame?.contentWindow && !(frame.contentWindow as unknown as { benchOld?: boolean }).benchOld;
      return fresh && frame.contentDocument?.readyState !== 'loading' && frame.contentDocument?.body?.textContent?.includes(text) ? performance.now() : false;
    }) as unknown as () => number | false,
    marker,
  );
  return { shown: shownAt - typedAt, rendered: renderedAt - typedAt };
}

/** One save of one changed value, sent as the editor page sends it, with its token and origin. */
function saveTime(page: Page, headline: string): Promise<number> {
  return page.evaluate(async (value) => {
    const token = document.querySelector<HTMLMetaElement>('meta[name="edit-token"]')!.content;
    const { version } = (await (await fetch('/api/state')).json()) as { version: string };
    const started = performance.now();
    const answer = await fetch('/api/save', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Edit-Token': token },
      body: JSON.stringify({ version, changes: [{ op: 'set', path: ['hero', 'headline'], value }] }),
    });
    if (!answer.ok) throw new Error(`the save was refused: ${answer.status} ${await answer.text()}`);
    return performance.now() - started;
  }, headline);
}
