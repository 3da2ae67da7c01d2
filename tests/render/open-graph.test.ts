import { describe, expect, it } from 'vitest';
import { openGraphLocale } from '../../src/site/seo.js';
import { fixtureConfig, fixtureSite } from '../helpers/config.js';
import { renderDocument } from '../helpers/render.js';

const content = (page: Document, property: string) => page.querySelector(`meta[property="${property}"]`)?.getAttribute('content');

describe('Open Graph', () => {
  it('gives every page og:locale, en_US for an English site in the US', async () => {
    const site = await fixtureSite('pennsylvania.yaml');
    for (const path of ['/', '/services/mowing/', '/404.html']) expect(content(renderDocument(site, path), 'og:locale'), path).toBe('en_US');
  });

  it.each([
    ['en', undefined, 'en_US'],
    ['en', 'CA', 'en_CA'],
    ['fr-CA', 'US', 'fr_CA'],
    ['es', 'US', 'es_US'],
    ['zh-Hant-TW', undefined, 'zh_TW'],
  ])('language %s in country %s is %s', async (language, country, locale) => {
    const config = await fixtureConfig('small-site.yaml', (data) => {
      data.site.language = language;
      if (country) data.business.address = { locality: 'Springfield', country };
    });
    expect(openGraphLocale(config)).toBe(locale);
  });

  it('gives the not-found pages og:url, their own address, though they have no canonical link', async () => {
    const site = await fixtureSite('pennsylvania.yaml');
    for (const path of ['/404.html', '/services/404.html']) {
      const page = renderDocument(site, path);
      expect(page.querySelector('link[rel=canonical]')).toBeNull();
      expect(content(page, 'og:url')).toBe(`https://keystone-yard.example${path}`);
    }
  });
});
