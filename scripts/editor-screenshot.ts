// npm run screenshots
// Takes the README's picture of the editor from the real editor (npm run edit on a copy of
// site.yaml), so the picture changes when the editor does.
import '../src/production-mode.js';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { launchChromium } from '../src/bench/chromium.js';
import { writeSiteYaml } from '../src/bench/measure-build.js';
import { makeWorkDir } from '../src/bench/report.js';
import { startEditor } from '../src/editor/server.js';
import { projectRoot } from '../src/paths.js';

export const EDITOR_SCREENSHOT = join(projectRoot, 'docs', 'editor.png');

const copy = writeSiteYaml(makeWorkDir(), readFileSync(join(projectRoot, 'site.yaml'), 'utf8'));
process.chdir(dirname(copy)); // the editor names the file as the owner's terminal would: site.yaml
const editor = await startEditor({ configFile: copy, port: 0 });
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 760 } });
  await page.goto(editor.url);
  // A town's field, so the preview beside it shows that town's page.
  const intro = page.locator('[name="towns[0].intro"]');
  await intro.scrollIntoViewIfNeeded();
  await intro.focus();
  await page.locator('iframe[title*="/lawn-care-"]').waitFor();
  await page.frameLocator('iframe').locator('h1').waitFor();
  mkdirSync(join(projectRoot, 'docs'), { recursive: true });
  await page.screenshot({ path: EDITOR_SCREENSHOT });
  console.log(`Wrote ${EDITOR_SCREENSHOT}`);
} finally {
  await browser.close();
  await editor.close();
}
