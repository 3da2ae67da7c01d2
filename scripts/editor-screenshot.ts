// npm run screenshots
// Takes the README's pictures of the editor from the real editor (npm run edit on a copy of
// site.yaml), so the pictures change when the editor does: on a computer, a price being edited
// beside its row marked in the preview; on a phone, the Make it yours checklist it opens on.
import '../src/production-mode.js';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { launchChromium } from '../src/bench/chromium.js';
import { writeSiteYaml } from '../src/bench/measure-build.js';
import { makeWorkDir } from '../src/bench/report.js';
import { startEditor } from '../src/editor/server.js';
import { projectRoot } from '../src/paths.js';

export const EDITOR_SCREENSHOT = join(projectRoot, 'docs', 'editor.png');
export const EDITOR_PHONE_SCREENSHOT = join(projectRoot, 'docs', 'editor-phone.png');

const copy = writeSiteYaml(makeWorkDir(), readFileSync(join(projectRoot, 'site.yaml'), 'utf8'));
process.chdir(dirname(copy)); // the editor names the file as the owner's terminal would: site.yaml
const editor = await startEditor({ configFile: copy, port: 0 });
const browser = await launchChromium();
try {
  mkdirSync(join(projectRoot, 'docs'), { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1280, height: 760 } });
  await page.goto(editor.url);
  // A price of a service: the preview shows that service's page, its row marked.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Prices', exact: true }).click();
  const price = page.locator('[name="services[0].prices.ranges[1].from"]');
  await price.scrollIntoViewIfNeeded();
  await price.focus();
  await page.getByTitle(/^Preview of the page /).contentFrame().locator('[data-edit-marked]').waitFor();
  await page.waitForTimeout(300); // the mark at its brightest
  await page.screenshot({ path: EDITOR_SCREENSHOT });
  console.log(`Wrote ${EDITOR_SCREENSHOT}`);

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  await phone.goto(editor.url);
  await phone.getByRole('heading', { name: 'Make it yours' }).waitFor();
  await phone.screenshot({ path: EDITOR_PHONE_SCREENSHOT });
  console.log(`Wrote ${EDITOR_PHONE_SCREENSHOT}`);
} finally {
  await browser.close();
  await editor.close();
}
