// Pages are the shell of their kind with its slots filled in; a page must be byte for byte what
// React makes of the whole document, whatever the owner wrote.
import { describe, expect, it } from 'vitest';
import { renderPage, renderPageBytes, renderWholePage } from '../../src/pipeline/render-page.js';
import { escapeLikeReact, fillShell, fillShellBytes, renderShell, slot } from '../../src/pipeline/page-shell.js';
import { renderToString } from 'react-dom/server';
import { createSite } from '../../src/site/site.js';
import { fixtureConfig } from '../helpers/config.js';
import { fakeProcessedPhotos } from '../helpers/photos.js';
import { TEST_DAY, testPageParts, testPlan } from '../helpers/render.js';
import { loadSiteConfig } from '../../src/config/load.js';
import { planSite } from '../../src/plan/plan.js';

const AWKWARD = `Tom & Jerry's "Best" <Lawns> ' & &amp; \u00e9\u{1F33F} \u2028 </script> <!-- x`;

async function siteWithTexts(text: string) {
  const config = await fixtureConfig('pennsylvania.yaml', (data) => {
    data.business.name = `${text} Co`;
    data.hero.headline = text;
    data.towns[0].name = `${text} Town`;
    data.towns[0].intro = `${text}, and a longer sentence about ${text} so it is used as the description.`;
    data.services[0].title = `Mow ${text}`;
    data.site.description = `${text} — lawns, landscaping and irrigation for homes in the county, by a local firm.`;
  });
  return createSite(config, fakeProcessedPhotos(config));
}

describe('a page made from its shell', () => {
  it.each([
    ['plain texts', 'Greenway'],
    ["the characters HTML and scripts care about", AWKWARD],
    ["the very characters the shell's slots are marked with", 'A \uE000title\uE001 B \uE000main\uE001'],
  ])('is byte for byte the whole document React renders, with %s', async (_name, text) => {
    const site = await siteWithTexts(text);
    const plan = testPlan(site);
    const parts = testPageParts(site, plan);
    for (const route of plan.routes) expect(renderPage(site, route, parts), route.path).toBe(renderWholePage(site, route, parts));
    // The shells were used, unless the owner's texts hold their markers.
    expect(parts.shells.size > 0).toBe(!text.includes('\uE000'));
  });

  it('is byte for byte the whole document on a site with translations, in every language', async () => {
    const { config } = await loadSiteConfig('site.yaml');
    const plan = planSite(config, TEST_DAY);
    expect(plan.languages.map(({ code }) => code)).toEqual(['en', 'es']);
    const codes = plan.languages.map(({ code }) => code);
    for (const { code, site: planned, offers } of plan.languages) {
      const site = createSite(planned.config, fakeProcessedPhotos(config), codes);
      const parts = testPageParts(site, { ...plan, offers });
      const routes = plan.routes.filter((route) => route.language === code);
      for (const route of routes) expect(renderPage(site, route, parts), route.sitePath).toBe(renderWholePage(site, route, parts));
      expect(parts.shells.size).toBeGreaterThan(0);
    }
  });

  it('as UTF-8 pieces is the same page, each written before the next is filled, whatever the size of its parts', async () => {
    const site = await siteWithTexts(AWKWARD);
    const long = await fixtureConfig('pennsylvania.yaml', (data) => (data.towns[1].notes = `${'Aerating \u00e9\u{1F33F} & seeding. '.repeat(4000)}`)); // 100 KB: past the buffer the pieces start in
    for (const one of [site, createSite(long, fakeProcessedPhotos(long))]) {
      const plan = testPlan(one);
      const parts = testPageParts(one, plan);
      for (const route of plan.routes) expect(Buffer.concat(renderPageBytes(one, route, parts)).toString(), route.path).toBe(renderPage(one, route, parts));
    }
  });

  it('as UTF-8 pieces is the same text when the slots together outgrow the buffer they are written into', () => {
    const shell = renderShell(
      <p title={slot('title')}>
        {slot('description')}
        <span>{slot('url')}</span>
      </p>,
    );
    const long = '\u20ac'.repeat(10_000); // 30 KB of UTF-8: each fits the 64 KB buffer, the three do not
    const values = { texts: { title: long, description: long, url: `${long}&` }, html: {} };
    expect(Buffer.concat(fillShellBytes(shell, values)).toString()).toBe(fillShell(shell, values));
  });

  it('escapes texts exactly as React does', () => {
    const samples = [AWKWARD, '', '&&&', '"\'"', 'a<b>c', '\uE000x\uE001', 'plain'];
    for (const text of samples) expect(escapeLikeReact(text)).toBe(renderToString(text));
  });
});
