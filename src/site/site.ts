import type { Photo, SiteConfig, Town } from '../config/types.js';
import type { ProcessedPhoto } from '../photos/types.js';
import { pictureData, type PictureData, type ShownPhoto } from './photos.js';
import { stateName } from '../config/states.js';
import { fillTemplate, formatList } from './text.js';
import { SiteUrls } from './urls.js';

/** A validated config with what every page needs worked out once per build. */
export interface Site {
  config: SiteConfig;
  /** Links in the site's language (in its folder, /es/…, for a translation). */
  urls: SiteUrls;
  /** The site's languages, its own first; the language of this one is `config.site.language`. */
  languages: readonly string[];
  /** The same links in another of the site's languages (for the alternates search engines read, and the language switcher). */
  urlsIn(language: string): SiteUrls;
  /** A town's place in site.yaml's list, by its slug (a page's data may be a copy of the town, sent to another thread); `townBySlug` in towns.ts finds the town itself. */
  townIndex: ReadonlyMap<string, number>;
  /** "A, B, and C" in the site's language; remembered, as the same lists recur on every page. */
  list(items: readonly string[]): string;
  /** A photo site.yaml names, as made by the photo pipeline; undefined for no photo. */
  photo(photo: Photo | undefined): ShownPhoto | undefined;
  /** The same photo with every URL worked out, ready for <Picture>. */
  picture(photo: Photo | undefined): PictureData | undefined;
}

/**
 * `photos`: what the photo pipeline made, by `src` as written in site.yaml. `languages`: every
 * language of the site, its own first, when `loaded` is the config of one of its translations.
 */
export function createSite(loaded: SiteConfig, photos: ReadonlyMap<string, ProcessedPhoto> = new Map(), languages: readonly string[] = [loaded.site.language]): Site {
  const config = withStateInLabels(loaded);
  const lists = new Map<string, string>();
  const shownPhotos = new WeakMap<Photo, ShownPhoto>(); // asked for on every page: one object each
  const urlsIn = (language: string) => new SiteUrls(config.site.url, language === languages[0] ? undefined : language);
  const urls = urlsIn(config.site.language);
  return {
    config,
    urls,
    languages,
    urlsIn,
    townIndex: townIndexOf(config.towns),
    list(items) {
      const key = items.join('\u0000');
      let text = lists.get(key);
      if (text === undefined) lists.set(key, (text = formatList(localeOf(config), items)));
      return text;
    },
    photo(photo) {
      if (!photo) return undefined;
      let shown = shownPhotos.get(photo);
      if (!shown) {
        const processed = photos.get(photo.src);
        if (!processed) throw new Error(`The photo ${photo.src} was not processed before the pages were rendered`);
        shownPhotos.set(photo, (shown = { ...processed, alt: photo.alt }));
      }
      return shown;
    },
    picture(photo) {
      const shown = this.photo(photo);
      return shown && pictureData(shown, (path) => urls.asset(path));
    },
  };
}

const townIndexes = new WeakMap<readonly Town[], ReadonlyMap<string, number>>();

/**
 * The towns' places by slug, once per list of towns: a build makes the site of each language
 * several times (the plan, the pages, the sitemap), and the map of 10,000 towns takes half a
 * megabyte in every thread. One map serves both lookups, by place and by slug.
 */
function townIndexOf(towns: readonly Town[]): ReadonlyMap<string, number> {
  let index = townIndexes.get(towns);
  if (!index) townIndexes.set(towns, (index = new Map(towns.map((town, place) => [town.slug, place]))));
  return index;
}

/** Every label may say `{state}` (NJ) and `{stateName}` (New Jersey); they are filled in once here, so no page has to remember them. */
function withStateInLabels(config: SiteConfig): SiteConfig {
  const { state } = config.site;
  const fill = (text: string) => fillTemplate(text, { state, stateName: stateName(state, config.site.language) });
  const labels = Object.fromEntries(
    Object.entries(config.labels).map(([section, texts]) => [
      section,
      Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, typeof text === 'string' ? fill(text) : text])),
    ]),
  ) as unknown as SiteConfig['labels'];
  return { ...config, labels };
}

/**
 * The language a request from this site's pages names: a translation's code, so the owner knows to
 * answer in it; none in the site's own language, whose requests carry no language.
 */
export const requestLanguage = (site: Pick<Site, 'config' | 'languages'>): string | undefined =>
  site.config.site.language === site.languages[0] ? undefined : site.config.site.language;

/**
 * The locale dates, times, numbers and prices are written in: the page's language in the
 * business's country, unless the language names its own (`es` in the US is `es-US`: $40, 4.9, 6:00 p.m.).
 */
export function localeOf(config: Pick<SiteConfig, 'site' | 'business'>): string {
  const { language } = config.site;
  return language.includes('-') ? language : `${language}-${config.business.address?.country ?? 'US'}`;
}

/** The state the business is in: its address's, or the site's. */
export const regionOf = (config: SiteConfig): string => config.business.address?.region ?? config.site.state;

export { mailtoHref, smsHref, telHref } from './contact-links.js';

