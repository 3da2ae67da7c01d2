import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build.js';
import { silentReporter } from '../../src/cli/reporter.js';
import { routeTable } from '../../src/plan/routes.js';
import { outputFileFor } from '../../src/site/urls.js';
import { fixtureSite } from '../helpers/config.js';
import { makeTempDir } from '../helpers/files.js';
import { hrefsOf, parseHtml, textsOf } from '../helpers/html.js';
import { renderDocument } from '../helpers/render.js';

// Intl puts thin and narrow no-break spaces in times and ranges; \s matches them, so they read as spaces here.
const hoursOf = (root: ParentNode) =>
  Array.from(root.querySelectorAll('.opening-hours > div'), (line) => textsOf(line, 'dt, dd').map((text) => text.replace(/\s+/g, ' ')));

const pa = await fixtureSite('pennsylvania.yaml');
const small = await fixtureSite('small-site.yaml');
const pathsOf = (site: typeof pa) => routeTable(site.config).map((route) => route.path);

describe('the footer of every page (a Pennsylvania company with every key)', () => {
  it.each(pathsOf(pa))('%s shows the hours, the licence, the profiles and the footer navigation', (path) => {
    const footer = renderDocument(pa, path).querySelector('footer')!;
    const heading = Array.from(footer.querySelectorAll('h2')).find((h2) => h2.textContent === 'Hours');
    expect(heading?.nextElementSibling?.matches('dl.opening-hours')).toBe(true);
    expect(hoursOf(footer)).toEqual([
      ['Mon – Fri', '7:30 AM – 5:00 PM'],
      ['Sat', '8:00 AM – 1:00 PM'],
    ]);
    expect(textsOf(footer, '.footer-licences li')).toEqual(['PA Home Improvement Contractor PA123456']);

    const profiles = Array.from(footer.querySelectorAll('.footer-social a'));
    expect(profiles.map((a) => [a.getAttribute('href'), a.textContent, a.getAttribute('aria-label'), a.getAttribute('target')])).toEqual([
      ['https://www.facebook.com/keystoneyard', 'Facebook', 'Keystone Yard Care on Facebook', null],
      ['https://nextdoor.com/pages/keystone-yard-care', 'Nextdoor', 'Keystone Yard Care on Nextdoor', null],
    ]);

    const nav = footer.querySelector('nav[aria-label="More pages"]')!;
    // No projects in this site, so no link to /projects/; the estimate link opens the dialog when scripts run.
    expect(hrefsOf(nav, 'a')).toEqual(['/services/', '/estimate/']);
    expect(textsOf(nav, 'a')).toEqual(['Our Services', 'Get Your Free Estimate']);
    expect(nav.querySelector('a[href="/estimate/"]')?.hasAttribute('data-estimate-opener')).toBe(true);
  });

  it('says the hours in the language of the site', async () => {
    const german = await fixtureSite('pennsylvania.yaml', (data) => (data.site.language = 'de'));
    expect(hoursOf(renderDocument(german, '/').querySelector('footer')!)).toEqual([
      ['Mo – Fr', '07:30–17:00 Uhr'],
      ['Sa', '08:00–13:00 Uhr'],
    ]);
  });

  it('names each profile in the words of labels.footer.social', async () => {
    const reworded = await fixtureSite('pennsylvania.yaml', (data) => (data.labels = { footer: { social: 'Follow {business} on {network}' } }));
    expect(Array.from(renderDocument(reworded, '/').querySelectorAll('.footer-social a'), (a) => a.getAttribute('aria-label'))).toEqual([
      'Follow Keystone Yard Care on Facebook',
      'Follow Keystone Yard Care on Nextdoor',
    ]);
  });
});

describe('the call link in the header', () => {
  it.each(pathsOf(pa))('%s has a tel: link saying Call, with the number for screen readers', (path) => {
    const call = renderDocument(pa, path).querySelector('header a.header-call')!;
    expect(call.getAttribute('href')).toBe('tel:+16105550123');
    expect(call.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(textsOf(call, 'span:not(.visually-hidden)')).toEqual(['Call']);
    expect(textsOf(call, '.visually-hidden')).toEqual(['(610) 555-0123']);
    expect(call.textContent).toBe('Call (610) 555-0123');
  });

  it('shows the number itself, said once, when labels.header.call has {phone}', async () => {
    const reworded = await fixtureSite('pennsylvania.yaml', (data) => (data.labels = { header: { call: 'Call {phone}' } }));
    const call = renderDocument(reworded, '/').querySelector('header a.header-call')!;
    expect(call.textContent).toBe('Call (610) 555-0123');
    expect(call.querySelector('.visually-hidden')).toBeNull();
  });
});

describe('the target of #top', () => {
  it.each(pathsOf(pa))('%s has id="top" on its body, the very top of the page', (path) => {
    const page = renderDocument(pa, path);
    expect(page.getElementById('top')?.tagName).toBe('BODY');
  });

  it('is where the town page sends its back-to-top button', () => {
    const page = renderDocument(pa, '/lawn-care-wayne-pa/');
    expect(page.querySelector('a[data-scroll-to-top]')?.getAttribute('href')).toBe('#top');
    expect(page.getElementById('top')).not.toBeNull();
  });
});

describe('the rating', () => {
  const summary = 'Rated 4.8 out of 5 by 64 homeowners Read our reviews or write one';

  it('shows on the home banner and beside the testimonials, with a link to the reviews', () => {
    const home = renderDocument(pa, '/');
    expect(textsOf(home, '.hero .review-summary')).toEqual([summary]);
    expect(textsOf(home, '#testimonials-heading ~ .review-summary')).toEqual([summary]);
    expect(hrefsOf(home, '.review-summary a')).toEqual(['https://g.page/r/keystone/review', 'https://g.page/r/keystone/review']);
    expect(home.querySelector('.review-summary svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows beside a town page\'s testimonials, and not on a town page without any', () => {
    expect(textsOf(renderDocument(pa, '/lawn-care-wayne-pa/'), 'main .review-summary')).toEqual([summary]);
    expect(renderDocument(pa, '/lawn-care-king-of-prussia-pa/').querySelector('.review-summary')).toBeNull();
  });

  it('is only the link to the reviews for a business with none yet: no rating or count in site.yaml', async () => {
    const newBusiness = await fixtureSite('pennsylvania.yaml', (data) => {
      data.reviews = { url: 'https://g.page/r/keystone/review' };
    });
    const home = renderDocument(newBusiness, '/');
    expect(textsOf(home, '.hero .review-summary')).toEqual(['Read our reviews or write one']);
    expect(home.querySelector('.review-summary svg')).toBeNull();
    expect(renderDocument(newBusiness, '/review/').querySelector('main a')?.getAttribute('href')).toBe('https://g.page/r/keystone/review');
  });

  it('formats the rating and the count in the language of the site', async () => {
    const german = await fixtureSite('pennsylvania.yaml', (data) => {
      data.site.language = 'de';
      data.reviews = { rating: 4.75, count: 1234, url: 'https://g.page/r/keystone/review' };
    });
    expect(textsOf(renderDocument(german, '/'), '.hero .review-summary span')).toEqual(['Rated 4,75 out of 5 by 1.234 homeowners']);
  });

  it.each(pathsOf(pa))('%s has no aggregateRating: ratings a business publishes about itself are not marked up', (path) => {
    const data = Array.from(renderDocument(pa, path).querySelectorAll('script[type="application/ld+json"]'), (script) => script.textContent ?? '').join('');
    expect(data).not.toMatch(/aggregateRating|ratingValue|reviewCount/i);
  });
});

describe('questions and answers', () => {
  it('shows faq on the home page under labels.home.faqHeading, each question a closed <details> with its answer inside', () => {
    const section = renderDocument(pa, '/').querySelector('section[aria-labelledby="faq-heading"]')!;
    expect(section.querySelector('#faq-heading')?.textContent).toBe('Questions Homeowners Ask');
    const entries = Array.from(section.querySelectorAll('details'));
    expect(entries.map((entry) => [entry.querySelector('summary')?.textContent, entry.querySelector('summary + p')?.textContent, entry.hasAttribute('open')])).toEqual([
      ['Do I need to be home for the estimate?', 'No. We measure the lawn and leave the estimate at your door.', false],
      ['Which towns do you serve?', 'Wayne and the Main Line towns around it.', false],
    ]);
  });

  it("shows a service's own questions on its page under labels.service.faqHeading", () => {
    const page = renderDocument(pa, '/services/mowing/');
    expect(page.querySelector('#faq-heading')?.textContent).toBe('Questions About Mowing');
    expect(textsOf(page, 'details.faq-entry summary')).toEqual(['Do you bag the clippings?']);
  });

  it('shows nothing on a service page without questions', () => {
    const page = renderDocument(pa, '/services/leaf-removal/');
    expect(page.querySelector('details.faq-entry, #faq-heading')).toBeNull();
  });
});

describe('a site without hours, licences, profiles, rating or questions (the small test site)', () => {
  it.each(pathsOf(small))('%s shows none of them, but still the footer navigation and the call link', (path) => {
    const page = renderDocument(small, path);
    expect(page.querySelector('.opening-hours, .footer-licences, .footer-social, .review-summary, .faq, #faq-heading')).toBeNull();
    expect(textsOf(page, 'footer h2')).toEqual([]);
    expect(hrefsOf(page, 'footer nav[aria-label="More pages"] a')).toEqual(['/services/', '/estimate/']);
    expect(page.querySelector('header a.header-call')?.getAttribute('href')).toBe('tel:+12015550199');
    expect(page.getElementById('top')?.tagName).toBe('BODY');
  });
});

describe('the default site, as built', () => {
  const dist = join(makeTempDir(), 'dist');
  const page = (path: string) => parseHtml(readFileSync(join(dist, outputFileFor(path)), 'utf8'));
  beforeAll(() => buildSite({ configFile: 'site.yaml', outDir: dist, reporter: silentReporter }));

  it('has its hours, both licences, Facebook and Instagram, and links to its services, projects, prices and estimate page in the footer', () => {
    const footer = page('/lawn-care-monroe-nj/').querySelector('footer')!;
    expect(hoursOf(footer)).toEqual([
      ['Mon – Fri', '7:00 AM – 6:00 PM'],
      ['Sat', '8:00 AM – 12:00 PM'],
    ]);
    expect(textsOf(footer, '.footer-licences li')).toEqual(['NJ Home Improvement Contractor Reg. No. 13VH01234567', 'NJ Fertilizer Applicator Certification No. 98765']);
    expect(Array.from(footer.querySelectorAll('.footer-social a'), (a) => a.getAttribute('aria-label'))).toEqual([
      'Greenway Lawn & Landscape on Facebook',
      'Greenway Lawn & Landscape on Instagram',
    ]);
    expect(hrefsOf(footer, 'nav[aria-label="More pages"] a')).toEqual(['/services/', '/projects/', '/prices/', '/estimate/']);
  });

  it('has the rating on the home page and its Monroe page, the questions on the home and irrigation pages, and the call link', () => {
    const home = page('/');
    expect(textsOf(home, '.review-summary span')).toEqual(['Rated 4.9 out of 5 by 127 homeowners', 'Rated 4.9 out of 5 by 127 homeowners']);
    expect(home.querySelectorAll('#faq-heading ~ .faq details')).toHaveLength(4);
    expect(textsOf(page('/lawn-care-monroe-nj/'), 'main .review-summary span')).toEqual(['Rated 4.9 out of 5 by 127 homeowners']);
    expect(textsOf(page('/services/irrigation/'), 'details.faq-entry summary')).toEqual(['When should I start up my sprinkler system?', 'Do I really need to winterize?']);
    expect(page('/services/landscaping/').querySelector('details.faq-entry')).toBeNull();
    expect(home.querySelector('header a.header-call')?.getAttribute('href')).toBe('tel:+12015550142');
  });
});
