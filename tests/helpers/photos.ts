import type { SiteConfig } from '../../src/config/types.js';
import { fallbackWidths } from '../../src/photos/recipe.js';
import type { PhotoType, ProcessedPhoto } from '../../src/photos/types.js';
import { photoRequests } from '../../src/site/photos.js';

/**
 * What the photo pipeline would make for every photo of `config`, without encoding anything:
 * each photo `originalWidth` wide at 3:2, at every width asked for that fits, the fallback at the
 * pipeline's own (fewer) widths.
 */
export function fakeProcessedPhotos(config: SiteConfig, originalWidth = 2400): Map<string, ProcessedPhoto> {
  const widths = new Map<string, { modern: Set<number>; linkPreview?: number }>();
  for (const request of photoRequests(config)) {
    const entry = widths.get(request.src) ?? { modern: new Set<number>() };
    request.widths.filter((width) => width <= originalWidth).forEach((width) => entry.modern.add(width));
    if (request.linkPreviewWidth && request.linkPreviewWidth <= originalWidth) entry.linkPreview = request.linkPreviewWidth;
    widths.set(request.src, entry);
  }
  const photos = new Map<string, ProcessedPhoto>();
  for (const [src, { modern, linkPreview }] of widths) {
    const stem = src.replace(/^.*\//, '').replace(/\.\w+$/, '');
    const sorted = [...modern].sort((a, b) => a - b);
    const variants = (ext: string, list = sorted) => list.map((width) => ({ width, height: Math.round((width * 2) / 3), path: `assets/photos/${stem}-${width}-abcd1234.${ext}` }));
    const fallbackType = src.endsWith('.png') ? 'image/png' : 'image/jpeg';
    const sources: ProcessedPhoto['sources'] = [
      { type: 'image/avif', variants: variants('avif') },
      { type: 'image/webp', variants: variants('webp') },
      { type: fallbackType as PhotoType, variants: variants(fallbackType === 'image/png' ? 'png' : 'jpg', fallbackWidths(sorted, linkPreview)) },
    ];
    photos.set(src, { src, width: originalWidth, height: (originalWidth * 2) / 3, color: '#4a7a3b', fallbackType, sources });
  }
  return photos;
}
