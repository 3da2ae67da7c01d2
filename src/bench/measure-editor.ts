import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startEditor } from '../editor/server.js';
import { writeSiteYaml } from './measure-build.js';

export interface EditorTimings {
  /** Navigation start → the form's first field can be typed into and Save is shown. */
  usableMs: number[];
  /** The last key of a change → the preview showing it (the pause the editor waits for included). */
  previewMs: number[];
  /** Save pressed → the answer, as the page sends it (one changed value). */
  saveMs: number[];
}

const FIRST_FIELD = '[name="hero.headline"]';

/** Opens `npm run edit` on a copy of `siteYaml` in Chromium and times what the owner waits for. */
export async function measureEditor(siteYaml: string, workDir: string, browser: Browser, runs: number): Promise<EditorTimings> {
  const dir = join(workDir, `editor-${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir, { recursive: true });
  const editor = await startEditor({ configFile: writeSiteYaml(dir, siteYaml), port: 0 });
  const timings: EditorTimings = { usableMs: [], previewMs: [], saveMs: [] };
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    for (let run = 1; run <= runs; run++) {
      await page.goto(editor.url, { waitUntil: 'commit' });
      timings.usableMs.push(await whenInPage(page, () => {
        const field = document.querySelector<HTMLInputElement>('[name="hero.headline"]');
        const save = [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Save');
        return field && !field.disabled && save ? performance.now() : false;
      }));
      timings.previewMs.push(await previewLatency(page, `Bench ${run}`));
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

async function previewLatency(page: Page, marker: string): Promise<number> {
  const field = page.locator(FIRST_FIELD);
  await field.focus();
  await field.press('End');
  await page.keyboard.type(` ${marker}`);
  const typedAt = await page.evaluate(() => performance.now());
  const shownAt = await whenInPage(
    page,
    ((text: string) => {
      const preview = document.querySelector('iframe')?.contentDocument;
      return preview?.body?.textContent?.includes(text) ? performance.now() : false;
    }) as unknown as () => number | false,
    marker,
  );
  return shownAt - typedAt;
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
