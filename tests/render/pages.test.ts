import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pageKindNames } from '../../templates/kinds.js';
import { representativePages } from '../../src/bench/page-weight.js';
import { routeTable } from '../../src/plan/routes.js';
import { createSite } from '../../src/site/site.js';
import { fixtureConfig, fixtureSite } from '../helpers/config.js';
import { hrefsOf, textsOf } from '../helpers/html.js';
import { fakeProcessedPhotos } from '../helpers/photos.js';
import { addPrices } from '../helpers/prices.js';
import { renderDocument, renderPath, testInlineScripts } from '../helpers/render.js';
import { islandPropsFile } from '../../src/pipeline/island-props.js';

const site = await fixtureSite('small-site.yaml');

/** The small site with a project (a before/after pair), prices and a review link, so that it has a page of every kind, /projects/, /prices/ and /review/ included. */
const everyKindConfig = await fixtureConfig('small-site.yaml', (data) => {
  addPrices(data);
  data.reviews = { rating: 4.8, count: 31, url: 'https://g.page/r/CdTestMowers/review' };
  const photo = (name: string) => ({ src: `photos/${name}.jpg`, alt: `The lawn, ${name}` });
  data.projects = [{ title: 'Lawn renovation', town: 'springfield', service: 'mowing', photo: photo('after'), before: photo('before') }];
});
const everyKindSite = createSite(everyKindConfig, fakeProcessedPhotos(everyKindConfig));

describe('every page', () => {
  // One page of every kind in the registry, so a new kind is checked here too.
  const pages = representativePages(routeTable(everyKindConfig));
  const paths = pages.map((page) => page.path);
  it('covers every kind of page in the registry', () => {
    const missing = pageKindNames.filter((kind) => !pages.some((page) => page.kind === kind));
    expect(missing, 'kinds of page (templates/kinds.ts) the test site has no page of: add to the test site what makes one').toEqual([]);
  });

  it.each(paths)('%s has the header: brand, service links, Get Estimate and the menu', (path) => {
    const page = renderDocument(everyKindSite, path);
    const header = page.querySelector('header')!;
    expect(header.querySelector('a.brand')?.getAttribute('href')).toBe('/');
    expect(header.querySelector('a.brand')?.textContent).toBe('Test Mowers');
    expect(textsOf(header, '.desktop-nav a')).toEqual(['Mowing', 'Snow Removal']);
    expect(hrefsOf(header, '.desktop-nav a')).toEqual(['/services/mowing/', '/services/snow-removal/']);
    const estimate = header.querySelector('.header-cta')!;
    expect([estimate.textContent, estimate.getAttribute('href')]).toEqual(['Get Estimate', '/estimate/']);
    const toggle = header.querySelector('details.mobile-menu > summary')!;
    expect(toggle.hasAttribute('aria-expanded')).toBe(false); // <details> says so itself; the W3C validator rejects it on <summary>
    expect(toggle.closest('details')!.hasAttribute('open')).toBe(false);
    expect(toggle.textContent).toBe('Menu');
    expect(textsOf(header, '.mobile-menu-panel a')).toEqual(['Home', 'Mowing', 'Snow Removal', 'Get Estimate']);
  });

  it.each(paths)('%s has the footer: phone as tel:, e-mail as mailto:, copyright', (path) => {
    const footer = renderDocument(everyKindSite, path).querySelector('footer')!;
    expect(footer.querySelector('a[href="tel:+12015550199"]')?.textContent).toBe('(201) 555-0199');
    expect(footer.querySelector('a[href="mailto:hello@test-mowers.example"]')?.textContent).toBe('hello@test-mowers.example');
    expect(textsOf(footer, '.copyright')).toEqual(['© 2026 Test Mowers. All rights reserved.']);
    expect(footer.querySelector('[data-current-year]')?.textContent).toBe('2026');
  });

  it('puts the year in every place the copyright line names it', async () => {
    const edited = await fixtureSite('small-site.yaml', (data) => (data.labels = { footer: { copyright: '© {year} {business}, founded 2001, updated {year}.' } }));
    const footer = renderDocument(edited, '/').querySelector('footer')!;
    expect(textsOf(footer, '.copyright')).toEqual(['© 2026 Test Mowers, founded 2001, updated 2026.']);
    expect(footer.querySelectorAll('[data-current-year]')).toHaveLength(2);
  });

  it.each(paths)('%s has the estimate dialog markup ready, closed, with one option per service', (path) => {
    const dialog = renderDocument(everyKindSite, path).querySelector('dialog[data-estimate-dialog]')!;
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(textsOf(dialog, 'select[name=service] option')).toEqual(['Select Service Type', 'Mowing', 'Snow Removal']);
    expect(dialog.querySelector('button[aria-label="Close"]')).not.toBeNull();
  });

  it.each(paths)('%s has unique ids and a field for every label', (path) => {
    const page = renderDocument(everyKindSite, path);
    const ids = Array.from(page.querySelectorAll('[id]')).map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const label of page.querySelectorAll('label')) expect(page.getElementById(label.getAttribute('for')!)).not.toBeNull();
  });
});

describe('home page', () => {
  const page = renderDocument(site, '/');

  it('shows the hero with its Get Your Free Estimate button', () => {
    expect(page.querySelector('h1')?.textContent).toBe('Mowing Made Simple');
    expect(textsOf(page, '.hero p')).toEqual(['Book in under 60 seconds.']);
    const button = page.querySelector('.hero a[data-estimate-opener]')!;
    expect([button.textContent, button.getAttribute('href')]).toEqual(['Get Your Free Estimate', '/estimate/']);
  });

  it('shows a card per service with its first three points and a Learn more link', () => {
    const cards = page.querySelectorAll('.card');
    expect(cards).toHaveLength(2);
    expect(textsOf(cards[0]!, 'li')).toEqual(['Front Yards', 'Back Yards', 'Edging']);
    expect(textsOf(cards[1]!, 'li')).toEqual(['Driveways', 'Walkways']);
    expect(hrefsOf(page, '.card-link')).toEqual(['/services/mowing/', '/services/snow-removal/']);
    expect(textsOf(page, '.card-link')).toEqual(['Learn more about Mowing', 'Learn more about Snow Removal']);
  });

  it('lists the reasons, every town, the testimonials and the badges from site.yaml', () => {
    expect(textsOf(page, '.reasons li')).toEqual(['Fast', 'Friendly']);
    expect(textsOf(page, '.town-links a')).toEqual(['Springfield', 'Shelbyville', 'Ogdenville']);
    expect(hrefsOf(page, '.town-links a')).toEqual(['/lawn-care-springfield-nj/', '/lawn-care-shelbyville-nj/', '/lawn-care-ogdenville-nj/']);
    expect(textsOf(page, '.testimonial figcaption')).toEqual(['Ned F.', 'Maude F., Springfield']);
    expect(textsOf(page, '.badges li')).toEqual(['Insured', 'Bonded', 'Local']);
  });

  it('follows site.yaml: a renamed town and an added service appear with no code change', async () => {
    const edited = await fixtureSite('small-site.yaml', (data) => {
      data.towns[0].name = 'Springfield Heights';
      data.services.push({ slug: 'leaf-removal', title: 'Leaf Removal', description: 'We rake.', points: ['Raking'] });
    });
    const home = renderDocument(edited, '/');
    expect(textsOf(home, '.town-links a')[0]).toBe('Springfield Heights');
    expect(textsOf(home, '.card h3')).toEqual(['Mowing', 'Snow Removal', 'Leaf Removal']);
    expect(textsOf(home, '.desktop-nav a')).toContain('Leaf Removal');
    expect(renderDocument(edited, '/services/leaf-removal/').querySelector('h1')?.textContent).toBe('Leaf Removal');
    expect(renderDocument(edited, '/lawn-care-springfield-nj/').querySelector('h1')?.textContent).toBe(
      'Lawn Care & Landscaping in Springfield Heights, NJ',
    );
  });
});

describe('photos of the yard', () => {
  const withPhotos = fixtureSite('small-site.yaml', (data) => (data.estimateForm.photos = true));

  it('with estimateForm.photos: /estimate/ posts a form with files, its last field Photos of your yard: images only (a phone offers its camera), several', async () => {
    const form = renderDocument(await withPhotos, '/estimate/').querySelector('main form')!;
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    const names = Array.from(form.querySelectorAll('input, select, textarea')).map((field) => field.getAttribute('name'));
    expect(names).toEqual(['name', 'email', 'address', 'service', 'preferredTime', 'notes', 'photos', '_gotcha']);
    const input = form.querySelector<HTMLInputElement>('input[name=photos]')!;
    expect([input.type, input.getAttribute('accept'), input.hasAttribute('multiple'), input.hasAttribute('capture')]).toEqual(['file', 'image/*', true, false]);
    expect(form.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Photos of your yard');
  });

  it('with estimateForm.photos: the dialog asks for them on its last step', async () => {
    const dialog = renderDocument(await withPhotos, '/').querySelector('dialog')!;
    expect(dialog.querySelector('[data-step="3"] input[type=file][name=photos]')).not.toBeNull();
  });

  it('without it, nothing of the photos is on any page', () => {
    for (const path of ['/', '/estimate/']) {
      const page = renderDocument(site, path);
      expect(page.querySelector('input[type=file], [data-photo-field]'), path).toBeNull();
      expect(page.querySelector('main form')?.hasAttribute('enctype') ?? false, path).toBe(false);
    }
  });
});

describe('the ZIP code check', () => {
  const withZips = fixtureSite('small-site.yaml', (data) => {
    data.towns[0].zips = ['07081', '07082'];
    data.towns[2].zips = ['07090'];
  });

  it('is in the service area when a town lists ZIP codes: a field labelled ZIP code and an answer region, hidden until its inline script shows it', async () => {
    const home = renderDocument(await withZips, '/');
    const check = home.querySelector('#area-heading')!.closest('section')!.querySelector('.zip-check')!;
    expect(check.hasAttribute('hidden')).toBe(true);
    const input = check.querySelector('input')!;
    expect(home.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('ZIP code');
    expect([input.getAttribute('inputmode'), input.getAttribute('autocomplete'), input.getAttribute('maxlength')]).toEqual(['numeric', 'postal-code', '5']);
    expect(check.querySelector('[role="status"]')).not.toBeNull();
    expect(check.nextElementSibling?.tagName).toBe('SCRIPT');
    expect(Array.from(home.querySelectorAll('.town-links a'), (link) => link.getAttribute('data-zips'))).toEqual(['07081 07082', null, '07090']);
  });

  it('is not there when no town lists ZIP codes', () => {
    const home = renderDocument(site, '/');
    expect(home.querySelector('.zip-check')).toBeNull();
    expect(home.querySelector('[data-zips]')).toBeNull();
  });

  it("lists a town's ZIP codes on its page, which works without JavaScript", async () => {
    const springfield = renderDocument(await withZips, '/lawn-care-springfield-nj/');
    expect(textsOf(springfield, 'main h2')).toContain('ZIP codes we serve in Springfield');
    expect(textsOf(springfield, 'main .check-list li')).toContain('07082');
    expect(textsOf(renderDocument(await withZips, '/lawn-care-shelbyville-nj/'), 'main h2')).not.toContain('ZIP codes we serve in Shelbyville');
  });
});

describe('services page', () => {
  it('lists every service as a card linking to its page', async () => {
    const page = renderDocument(site, '/services/');
    expect(page.querySelector('h1')?.textContent).toBe('Our Services');
    expect(textsOf(page, '.card h2')).toEqual(['Mowing', 'Snow Removal']);
    expect(hrefsOf(page, '.card-link')).toEqual(['/services/mowing/', '/services/snow-removal/']);
  });
});

describe('service page', () => {
  const page = renderDocument(site, '/services/mowing/');

  it('shows the title, description and every point', () => {
    expect(page.querySelector('h1')?.textContent).toBe('Mowing');
    expect(textsOf(page, '.page-hero p')).toEqual(['We mow.']);
    expect(textsOf(page, 'main .check-list li')).toEqual(['Front Yards', 'Back Yards', 'Edging', 'Blowing']);
  });

  it('has Get an Estimate (a link to /estimate/) and Back (a link home without JavaScript)', () => {
    const actions = page.querySelector('main .actions')!;
    expect(textsOf(actions, 'a')).toEqual(['Get an Estimate', 'Back']);
    expect(hrefsOf(actions, 'a')).toEqual(['/estimate/', '/']);
    expect(actions.querySelector('a[data-back-link]')).not.toBeNull();
  });

  it('marks its own header link as the current page', () => {
    expect(page.querySelector('.desktop-nav a[aria-current="page"]')?.textContent).toBe('Mowing');
  });
});

describe('town page', () => {
  it('has the heading, a paragraph, Get Your Free Estimate (to the top) and Back', () => {
    const page = renderDocument(site, '/lawn-care-springfield-nj/');
    expect(page.querySelector('h1')?.textContent).toBe('Lawn Care & Landscaping in Springfield, NJ');
    expect(textsOf(page, '.page-hero p')[0]).toMatch(/^Test Mowers takes care of lawns and yards across Springfield, NJ: Mowing and Snow Removal\./);
    const actions = page.querySelector('main .actions')!;
    expect(textsOf(actions, 'a')).toEqual(['Get Your Free Estimate', 'Back']);
    expect(hrefsOf(actions, 'a')).toEqual(['#top', '/']);
    expect(actions.querySelector('[data-estimate-opener]')).toBeNull();
  });

  it("uses the town's own intro, neighbourhoods, services and notes when site.yaml gives them", () => {
    const shelbyville = renderDocument(site, '/lawn-care-shelbyville-nj/');
    expect(textsOf(shelbyville, '.page-hero p')).toEqual(['Shelbyville lawns get our full attention.']);
    expect(textsOf(shelbyville, 'main .check-list li')).toEqual(['Mowing', 'North Haverbrook']);
    const ogdenville = renderDocument(site, '/lawn-care-ogdenville-nj/');
    expect(textsOf(ogdenville, '.page-hero p')[1]).toBe('Ogdenville has sandy soil.');
  });

  it('links the nearby towns', () => {
    expect(textsOf(renderDocument(site, '/lawn-care-shelbyville-nj/'), 'main .town-links a')).toEqual(['Springfield', 'Ogdenville']);
  });
});

describe('estimate page', () => {
  const page = renderDocument(site, '/estimate/');
  const form = page.querySelector('main form')!;

  it('is one plain form posting every field to the form service', () => {
    expect(form.getAttribute('action')).toBe('https://forms.example/f/test');
    expect(form.getAttribute('method')).toBe('post');
    const names = Array.from(form.querySelectorAll('input, select, textarea')).map((field) => field.getAttribute('name'));
    expect(names).toEqual(['name', 'email', 'address', 'service', 'preferredTime', 'notes', '_gotcha']);
    expect(textsOf(form, 'label')).toEqual(['Name', 'Email', 'Property Address', 'Service Type', 'Best time to visit', 'Notes', 'Leave this field empty']);
    expect(form.querySelector('input[name=email]')?.getAttribute('type')).toBe('email');
    // required accepts spaces alone; the pattern does not, even without JavaScript
    expect(form.querySelector('input[name=name]')?.getAttribute('pattern')).toBe('.*\\S.*');
    expect(form.querySelector('input[name=address]')?.getAttribute('pattern')).toBe('.*\\S.*');
    expect(Array.from(form.querySelectorAll('[required]')).map((field) => field.getAttribute('name'))).toEqual(['name', 'email', 'address', 'service']);
  });

  it('asks the best time to visit, Any time first and sending nothing, Saturdays only when the business opens on Saturdays', async () => {
    // An option without a value sends its text.
    const choices = (page: Document) => Array.from(page.querySelectorAll('main select[name=preferredTime] option'), (option) => [option.textContent, option.getAttribute('value')]);
    expect(choices(page)).toEqual([
      ['Any time', ''],
      ['Weekday mornings', null],
      ['Weekday afternoons', null],
    ]);
    const withSaturdays = await fixtureSite('small-site.yaml', (data) => ((data.business as Record<string, unknown>).hours = [{ days: ['Mon', 'Sat'], opens: '08:00', closes: '12:00' }]));
    expect(choices(renderDocument(withSaturdays, '/estimate/')).at(-1)).toEqual(['Saturdays', null]);
  });

  it('hides the honeypot from people and keeps it out of the tab order', () => {
    const honeypot = form.querySelector('input[name=_gotcha]')!;
    expect(honeypot.getAttribute('tabindex')).toBe('-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('not-found pages', () => {
  it('says Page not found at the root and Service not found under /services/', () => {
    expect(renderDocument(site, '/404.html').querySelector('h1')?.textContent).toBe('Page not found');
    expect(renderDocument(site, '/services/404.html').querySelector('h1')?.textContent).toBe('Service not found');
  });

  it.each([
    ['/services/aeration/', 'Service not found', 'Service not found | Test Mowers'],
    ['/gallery/', 'Page not found', 'Page not found | Test Mowers'],
  ])('the root one, served for %s as some hosts do, says %s by its script as it is read', (pathname, heading, title) => {
    const page = renderDocument(site, '/404.html');
    const script = page.querySelector('h1 + script')!;
    expect(script.textContent).toBe(testInlineScripts.notFoundHeading); // the same on every site: its words are the heading's data
    runInNewContext(script.textContent!, { document: page, location: { pathname } });
    expect(page.querySelector('h1')?.textContent).toBe(heading);
    expect(page.title).toBe(title);
  });

});

describe('island props', () => {
  it('are one file of the site, named on every page, that a </script> in site.yaml cannot break out of', async () => {
    const hostile = 'Mowing</script><script>alert(1)</script><!--';
    const edited = await fixtureSite('small-site.yaml', (data) => (data.services[0].title = hostile));
    const html = renderPath(edited, '/');
    const expectedScripts = renderPath(site, '/').match(/<script/g)!.length;
    expect(html.match(/<script/g)).toHaveLength(expectedScripts);
    const file = islandPropsFile(edited);
    expect(file.path).toMatch(/^assets\/islands\/props-[0-9a-f]{8}\.json$/);
    for (const path of ['/', '/services/', '/estimate/']) expect(renderDocument(edited, path).body.dataset.islandProps).toBe(`/${file.path}`);
    const props = JSON.parse(file.contents) as { Header: { serviceLinks: Array<{ label: string }> }; EstimateDialog: { serviceTitles: string[] } };
    expect(props.Header.serviceLinks[0]!.label).toBe(hostile);
    expect(props.EstimateDialog.serviceTitles[0]).toBe(hostile);
  });
});
