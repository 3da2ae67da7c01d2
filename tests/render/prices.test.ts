import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../src/config/load.js';
import { withHeads } from '../../src/plan/plan.js';
import { routeTable } from '../../src/plan/routes.js';
import { searchTextWarnings } from '../../src/site/seo-warnings.js';
import { createSite } from '../../src/site/site.js';
import { sitemapFiles } from '../../src/site/sitemap.js';
import { fixtureSite } from '../helpers/config.js';
import { hrefsOf, textsOf } from '../helpers/html.js';
import { fakeProcessedPhotos } from '../helpers/photos.js';
import { addPrices } from '../helpers/prices.js';
import { renderDocument, renderPath, testPlan } from '../helpers/render.js';

const priced = await fixtureSite('small-site.yaml', addPrices);
const plain = await fixtureSite('small-site.yaml');

/** A table as text: its caption, then each row's cells, header cells marked by the scope they head. */
function tableText(table: Element) {
  return {
    caption: table.querySelector('caption')?.textContent,
    columns: Array.from(table.querySelectorAll('thead th'), (th) => `${th.getAttribute('scope')}: ${th.textContent}`),
    rows: Array.from(table.querySelectorAll('tbody tr'), (row) =>
      Array.from(row.children, (cell) => `${cell.tagName === 'TH' ? `${cell.getAttribute('scope')}: ` : ''}${textsOf(row, `:scope > :nth-child(${[...row.children].indexOf(cell) + 1})`)[0]}`),
    ),
  };
}

const MOWING_TABLE = {
  caption: 'Mowing: prices by lot size',
  columns: ['col: Lot size', 'col: Price'],
  rows: [
    ['row: Up to 5,000 sq fta townhouse or small lot', '$35 – $45 per visit'],
    ['row: 5,000 – 10,000 sq ft', '$45 – $60 per visit'],
    ['row: Over 10,000 sq ft', 'Priced after a visit'],
  ],
};

describe("a priced service's page", () => {
  const page = renderDocument(priced, '/services/mowing/');
  const main = page.querySelector('main')!;

  it('shows its prices as a table, in the HTML: a caption, header cells, a row per lot size with its hint', () => {
    const tables = main.querySelectorAll('table');
    expect(tables).toHaveLength(1);
    expect(tableText(tables[0]!)).toEqual(MOWING_TABLE);
    expect(textsOf(main, 'table .price-hint')).toEqual(['a townhouse or small lot']);
  });

  it('has a heading above it, and the note beside it that the table names as its description', () => {
    expect(textsOf(main, 'h2')).toContain('What Mowing costs');
    const note = page.getElementById(main.querySelector('table')!.getAttribute('aria-describedby')!);
    expect(note?.textContent).toBe('Prices are for a typical lawn; we confirm yours after a free visit.');
  });

  it('links to /prices/, before its Get an Estimate button', () => {
    const link = Array.from(main.querySelectorAll('a')).find((a) => a.getAttribute('href') === '/prices/');
    expect(link?.textContent).toBe('See all our prices');
    const links = Array.from(main.querySelectorAll('a'), (a) => a.textContent);
    expect(links.indexOf('See all our prices')).toBeLessThan(links.indexOf('Get an Estimate'));
  });

  it('says what the prices are for when they say it, and every word as labels say it', async () => {
    const worded = await fixtureSite('small-site.yaml', (data) => {
      addPrices(data);
      data.services[0].prices.for = 'Mowing, trimming and edging';
      data.labels = { prices: { serviceHeading: 'Cost of {service}', lotSizeColumn: 'Yard', priceColumn: 'Cost', afterVisit: 'Ask us', allPricesLink: 'All prices' } };
    });
    const table = renderDocument(worded, '/services/mowing/').querySelector('main table')!;
    expect(tableText(table)).toMatchObject({
      caption: 'Mowing, trimming and edging: prices by lot size',
      columns: ['col: Yard', 'col: Cost'],
      rows: [expect.anything(), expect.anything(), ['row: Over 10,000 sq ft', 'Ask us']],
    });
    expect(textsOf(renderDocument(worded, '/services/mowing/'), 'main h2')).toContain('Cost of Mowing');
  });
});

describe('a service without prices', () => {
  it('has no table and no link to /prices/, on a site with prices or without', () => {
    for (const [site, path] of [[priced, '/services/snow-removal/'], [plain, '/services/mowing/']] as const) {
      const main = renderDocument(site, path).querySelector('main')!;
      expect(main.querySelector('table'), path).toBeNull();
      expect(hrefsOf(main, 'a'), path).not.toContain('/prices/');
    }
  });
});

describe('/prices/', () => {
  const page = renderDocument(priced, '/prices/');
  const main = page.querySelector('main')!;

  it("lists every priced service's table under its name, linked to its page, with the note", () => {
    expect(page.querySelector('h1')?.textContent).toBe('Our Prices');
    expect(textsOf(main, '.page-hero p')).toEqual(['What our work typically costs, by the size of your property.']);
    expect(textsOf(main, 'h2')).toEqual(['Mowing']);
    expect(hrefsOf(main, 'h2 a')).toEqual(['/services/mowing/']);
    const tables = Array.from(main.querySelectorAll('table'));
    expect(tables.map(tableText)).toEqual([MOWING_TABLE]);
    expect(page.getElementById(tables[0]!.getAttribute('aria-describedby')!)?.textContent).toBe('Prices are for a typical lawn; we confirm yours after a free visit.');
    expect(main.querySelector('a[data-estimate-opener]')?.textContent).toBe('Get Your Free Estimate');
  });

  it('lists two priced services in the order of site.yaml', async () => {
    const both = await fixtureSite('small-site.yaml', (data) => {
      addPrices(data);
      data.services[1].prices = { per: 'season', ranges: [{ lotSize: 'large', from: 300, to: 900 }] };
    });
    const tables = Array.from(renderDocument(both, '/prices/').querySelectorAll('main table'));
    expect(tables.map((table) => textsOf(table, 'td'))).toEqual([
      ['$35 – $45 per visit', '$45 – $60 per visit', 'Priced after a visit'],
      ['Priced after a visit', 'Priced after a visit', '$300 – $900 per season'],
    ]);
  });

  it('has a title and a description of its own, within the lengths search results show', () => {
    const title = page.querySelector('title')!.textContent!;
    const description = page.querySelector('meta[name=description]')!.getAttribute('content')!;
    expect(title).toBe('Prices by Lot Size | Test Mowers');
    expect(description).toBe('Typical prices for Mowing from Test Mowers, by lot size. Book a free estimate to confirm yours.');
    expect(title.length).toBeLessThanOrEqual(60);
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(page.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://test-mowers.example/prices/');
  });

  it("is covered by the build's warnings about search-result texts", async () => {
    const long = await fixtureSite('small-site.yaml', (data) => {
      addPrices(data);
      data.business.name = 'Test Mowers, Edgers and Leaf Blowers of Springfield County';
      data.labels = { seo: { pricesDescription: 'Our prices.' } };
    });
    const plan = testPlan(long);
    const warnings = searchTextWarnings(withHeads(plan.routes, plan.languages)).filter((warning) => warning.includes('/prices/'));
    expect(warnings).toEqual([
      expect.stringMatching(/^labels\.seo\.pricesTitle makes the title of \/prices\/ \(\d+ characters\) too long/),
      expect.stringMatching(/^labels\.seo\.pricesDescription makes the description of \/prices\/ \(11 characters\) too short/),
    ]);
  });

  it('is in the sitemap, and breadcrumbs lead to it', () => {
    const sitemap = Buffer.from(sitemapFiles(testPlan(priced).routes, priced).get('sitemap.xml')!).toString();
    expect(sitemap).toContain('<loc>https://test-mowers.example/prices/</loc>');
    const graph = JSON.parse(page.querySelector('script[type="application/ld+json"]')!.textContent!)['@graph'] as Array<Record<string, any>>;
    const crumbs = graph.find((thing) => thing['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['Home', 'https://test-mowers.example/'],
      ['Our Prices', 'https://test-mowers.example/prices/'],
    ]);
  });

  it('does not exist without pricing, nor with pricing but no priced service', async () => {
    const unpriced = await fixtureSite('small-site.yaml', (data) => {
      addPrices(data);
      delete data.services[0].prices;
    });
    for (const site of [plain, unpriced]) {
      expect(routeTable(site.config).map((route) => route.path)).not.toContain('/prices/');
      expect(Buffer.from(sitemapFiles(testPlan(site).routes, site).get('sitemap.xml')!).toString()).not.toContain('/prices/');
      expect(() => renderPath(site, '/prices/')).toThrow(/no page at \/prices\//);
    }
  });
});

describe('links to /prices/', () => {
  it('on the home page, under the services', () => {
    const home = renderDocument(priced, '/');
    const link = Array.from(home.querySelectorAll('#services-heading ~ * a, #services-heading ~ a')).find((a) => a.getAttribute('href') === '/prices/');
    expect(link?.textContent).toBe('See our prices');
  });

  it.each(routeTable(priced.config).map((route) => route.path))('in the footer of %s', (path) => {
    const footer = renderDocument(priced, path).querySelector('footer')!;
    expect(Array.from(footer.querySelectorAll('a[href="/prices/"]'), (a) => a.textContent)).toEqual(['Our Prices']);
  });

  it.each(routeTable(plain.config).map((route) => route.path))('nowhere on %s of a site without prices', (path) => {
    expect(renderPath(plain, path)).not.toContain('/prices/');
  });
});

describe("the business's priceRange for search engines", () => {
  const businessOf = (site: typeof priced, path = '/') => {
    const graph = JSON.parse(renderDocument(site, path).querySelector('script[type="application/ld+json"]')!.textContent!)['@graph'] as Array<Record<string, unknown>>;
    return graph.find((thing) => String(thing['@id']).endsWith('#business'))!;
  };

  it('runs from the lowest amount to the highest, the same on every page', () => {
    for (const path of ['/', '/prices/', '/services/snow-removal/', '/lawn-care-springfield-nj/']) expect(businessOf(priced, path).priceRange, path).toBe('$35 – $60');
  });

  it("is the owner's own when business.priceRange is set, and absent without prices", async () => {
    const own = await fixtureSite('small-site.yaml', (data) => {
      addPrices(data);
      data.business.priceRange = '$$';
    });
    expect(businessOf(own).priceRange).toBe('$$');
    expect(businessOf(plain)).not.toHaveProperty('priceRange');
  });
});

describe('the estimate form on a site with prices', () => {
  it("has the dialog's lot size on its last step, out of the form until a priced service is chosen, with its live region there from the start", () => {
    const dialog = renderDocument(priced, '/').querySelector('dialog')!;
    const select = dialog.querySelector<HTMLSelectElement>('[data-step="3"] select[name=lotSize]')!;
    expect(select.closest('[hidden]:not(fieldset)')).not.toBeNull();
    expect(select.disabled).toBe(true);
    expect(dialog.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Lot Size');
    // Each shows the lot size alone, its number and unit on one line, so the box never cuts it short; a hint heads its lot size in the list.
    expect(Array.from(select.querySelectorAll('option'), (option) => option.textContent)).toEqual(['Not sure', 'Up to 5,000\u00a0sq\u00a0ft', '5,000\u00a0– 10,000\u00a0sq\u00a0ft', 'Over 10,000\u00a0sq\u00a0ft']);
    expect(Array.from(select.querySelectorAll('optgroup'), (group) => [group.label, Array.from(group.querySelectorAll('option'), (option) => option.textContent)])).toEqual([['a townhouse or small lot', ['Up to 5,000\u00a0sq\u00a0ft']]]);
    expect(Array.from(select.querySelectorAll('option'), (option) => option.getAttribute('value'))).toEqual(['', 'Up to 5,000 sq ft', '5,000 – 10,000 sq ft', 'Over 10,000 sq ft']);
    const region = dialog.querySelector('[aria-live="polite"].price-shown')!;
    expect(region.getAttribute('aria-atomic')).toBe('true');
    expect(textsOf(region, '.price-note')).toEqual(['Prices are for a typical lawn; we confirm yours after a free visit.']);
  });

  it('on /estimate/, lists every lot size in a plain optional select that works without JavaScript, with each priced service\'s prices on its option', () => {
    const form = renderDocument(priced, '/estimate/').querySelector('main form')!;
    const select = form.querySelector<HTMLSelectElement>('select[name=lotSize]')!;
    expect(select.disabled).toBe(false);
    expect(select.required).toBe(false);
    expect(select.closest('[hidden]')).toBeNull();
    expect(Array.from(select.querySelectorAll('option'), (option) => option.textContent)).toEqual(['Not sure', 'Up to 5,000\u00a0sq\u00a0ft', '5,000\u00a0– 10,000\u00a0sq\u00a0ft', 'Over 10,000\u00a0sq\u00a0ft']);
    const services = Array.from(form.querySelectorAll('select[name=service] option'), (option) => [option.textContent, option.getAttribute('data-prices')]);
    expect(services).toEqual([
      ['Select Service Type', null],
      ['Mowing', JSON.stringify(['$35 – $45 per visit', '$45 – $60 per visit', 'Priced after a visit'])],
      ['Snow Removal', null],
    ]);
    // Nothing is sent for the price without JavaScript: it is shown, and sent, only by the page script.
    expect(form.querySelector('[name=priceRange]')).toBeNull();
    expect(form.querySelector('[aria-live="polite"] [data-price-shown]')?.textContent).toBe('');
    // Nor is the place for the price and what to choose to see it: it would wait for a price that never comes.
    expect(form.querySelector('[aria-live="polite"]')?.closest('[hidden]')).not.toBeNull();
  });

  it('asks nothing of the sort on a site without prices: the five fields of part 1 only', () => {
    for (const path of ['/', '/estimate/']) {
      const page = renderDocument(plain, path);
      expect(page.querySelector('[name=lotSize]'), path).toBeNull();
      expect(page.querySelector('[data-prices]'), path).toBeNull();
      page.querySelectorAll('script').forEach((script) => script.remove()); // the dialog's props carry every label of the form
      expect(page.body.innerHTML, path).not.toMatch(/Lot Size|lotSize|data-price|class="price-/);
    }
  });
});

describe('the default site', () => {
  it('ships sample prices for its three services, and tells search engines their range', async () => {
    const { config } = await loadSiteConfig('site.yaml');
    const site = createSite(config, fakeProcessedPhotos(config));
    expect(config.services.map((service) => [service.slug, service.prices?.per])).toEqual([
      ['lawn-maintenance', 'visit'],
      ['landscaping', 'job'],
      ['irrigation', 'visit'],
    ]);
    const tables = Array.from(renderDocument(site, '/prices/').querySelectorAll('main table'));
    expect(tables).toHaveLength(3);
    expect(textsOf(tables[0]!, 'td')).toEqual(['$40 – $50 per visit', '$50 – $65 per visit', '$65 – $90 per visit', 'Priced after a visit']);
    const graph = JSON.parse(renderDocument(site, '/').querySelector('script[type="application/ld+json"]')!.textContent!)['@graph'] as Array<Record<string, unknown>>;
    expect(graph.find((thing) => String(thing['@id']).endsWith('#business'))?.priceRange).toBe('$40 – $1,500');
  });
});
