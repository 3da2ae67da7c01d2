import type { Photo, SiteConfig, Town } from '../config/types.js';
import type { ProcessedPhoto } from '../photos/types.js';
import { pictureData, type PictureData, type ShownPhoto } from './photos.js';
import { STATE_NAMES } from '../config/states.js';
import { fillTemplate, formatList } from './text.js';
import { SiteUrls } from './urls.js';

/** A validated config with what every page needs worked out once per build. */
export interface Site {
  config: SiteConfig;
  urls: SiteUrls;
  townsBySlug: ReadonlyMap<string, Town>;
  /** A town's place in site.yaml's list, by its slug (a page's data may be a copy of the town, sent to another thread). */
  townIndex: ReadonlyMap<string, number>;
  /** "A, B, and C" in the site's language; remembered, as the same lists recur on every page. */
  list(items: readonly string[]): string;
  /** A photo site.yaml names, as made by the photo pipeline; undefined for no photo. */
  photo(photo: Photo | undefined): ShownPhoto | undefined;
  /** The same photo with every URL worked out, ready for <Picture>. */
  picture(photo: Photo | undefined): PictureData | undefined;
}

/** `photos`: what the photo pipeline made, by `src` as written in site.yaml. */
export function createSite(loaded: SiteConfig, photos: ReadonlyMap<string, ProcessedPhoto> = new Map()): Site {
  const config = withStateInLabels(loaded);
  const lists = new Map<string, string>();
  const shownPhotos = new WeakMap<Photo, ShownPhoto>(); // asked for on every page: one object each
  const urls = new SiteUrls(config.site.url);
  return {
    config,
    urls,
    townsBySlug: new Map(config.towns.map((town) => [town.slug, town])),
    townIndex: new Map(config.towns.map((town, index) => [town.slug, index])),
    list(items) {
      const key = items.join('\u0000');
      let text = lists.get(key);
      if (text === undefined) lists.set(key, (text = formatList(config.site.language, items)));
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

/** Every label may say `{state}` (NJ) and `{stateName}` (New Jersey); they are filled in once here, so no page has to remember them. */
function withStateInLabels(config: SiteConfig): SiteConfig {
  const { state } = config.site;
  const fill = (text: string) => fillTemplate(text, { state, stateName: STATE_NAMES[state] });
  const labels = Object.fromEntries(
    Object.entries(config.labels).map(([section, texts]) => [
      section,
      Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, typeof text === 'string' ? fill(text) : text])),
    ]),
  ) as unknown as SiteConfig['labels'];
  return { ...config, labels };
}

/** The state the business is in: its address's, or the site's. */
export const regionOf = (config: SiteConfig): string => config.business.address?.region ?? config.site.state;

export { mailtoHref, smsHref, telHref } from './contact-links.js';

