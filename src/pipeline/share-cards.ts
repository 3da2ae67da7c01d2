import { buildCache, cacheKey, contentHash } from '../cache/cache.js';
import { contentTypeOf } from '../content-types.js';
import { shareImageFor } from './render-page.js';
import { headOf, type PlannedRoute } from '../plan/plan.js';
import type { ShareImage } from '../site/photos.js';
import type { Site } from '../site/site.js';

/** Link previews need a picture; a page without a photo to show gets a card of its title. */
const CARD_FOREGROUND = '#ffffff';

/**
 * Cards drawn per build at most: each is about 40 KB and 40 ms. A site of thousands of towns
 * without photos gives its first pages their own cards and the rest the home page's.
 */
export const MAX_SHARE_CARDS = 100;

/**
 * A share card for every page that has no photo of its own and no banner photo to fall back on,
 * so a link shared on Facebook or in a message never shows a blank box. Cards are kept in the
 * build cache by their text, colours and sharp's version: a rebuild draws only new titles.
 * `sites`: the site in each language, its own first (a card shows the title in the page's language).
 */
export async function makeShareCards(
  sites: readonly Site[],
  routes: readonly PlannedRoute[],
  write: (file: string, contents: Uint8Array) => Promise<void>,
): Promise<Map<string, ShareImage>> {
  const site = sites[0]!;
  const siteIn = (language: string) => sites.find((candidate) => candidate.config.site.language === language) ?? site;
  const cards = new Map<string, ShareImage>();
  const needed = routes.filter((route) => !shareImageFor(site, route, cards));
  if (needed.length === 0) return cards;
  // sharp loads only for sites that need cards.
  const [{ renderShareCard, shareCardSize, shareCardSvg }, { sharpVersions }] = await Promise.all([import('../photos/share-card.js'), import('../photos/photo-cache.js')]);
  const tools = sharpVersions();
  for (const route of needed.slice(0, MAX_SHARE_CARDS)) {
    const card = { business: site.config.business.name, title: headOf(siteIn(route.language), route).title.text, background: site.config.site.themeColor, foreground: CARD_FOREGROUND };
    // Keyed by the drawing itself: a change to the card's layout makes every card anew.
    const name = `share-card-${cacheKey({ inputs: [shareCardSvg(card)], options: { format: 'png' }, tools })}.png`;
    let png: Uint8Array | undefined = buildCache.read(name);
    if (!png) buildCache.write(name, (png = await renderShareCard(card)));
    const file = `assets/share/${contentHash(png).slice(0, 8)}.png`;
    await write(file, png);
    cards.set(route.file, { url: site.urls.absoluteAsset(file), type: contentTypeOf(file), ...shareCardSize, alt: card.title });
  }
  const first = cards.get(needed[0]!.file)!;
  for (const route of needed.slice(MAX_SHARE_CARDS)) cards.set(route.file, first);
  return cards;
}
