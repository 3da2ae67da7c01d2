// Where photos are shown, and what each place needs: the widths to make and the `sizes` that
// tell the browser how wide the photo is drawn at every breakpoint of the stylesheet. The build
// asks the photo pipeline for exactly these widths, so each phone downloads a file sized for it.
import type { PathSegment } from '../config/key-path.js';
import type { Photo, SiteConfig } from '../config/types.js';
import type { PhotoRequest, PhotoVariant, ProcessedPhoto } from '../photos/types.js';

export interface PhotoSlot {
  /** The place, in the owner's words, for the warning about a photo too small for it. */
  name: string;
  /** The widths to make, in pixels: the slot's widths at the screen densities that matter. */
  widths: number[];
  /** The widest the slot draws the photo on a sharp screen: a smaller original looks soft. */
  minWidth: number;
}

/** Link previews (Facebook, messages) want an image at least this wide. */
export const SHARE_WIDTH = 1200;

// The widths follow the layout in src/styles/: the container is at most 72rem with 1.25rem of
// padding; cards are one column on phones, three (services) or two (projects) from 48rem.
export const photoSlots = {
  // 1200 for phones 390 px wide at 3x (1170 px), the most common iPhones since 2020.
  hero: { name: 'the home page banner (the full width of the screen)', widths: [640, 828, 1080, 1200, 1280, 1600, 1920, 2400], minWidth: 1920 },
  serviceCard: { name: 'a service card', widths: [360, 540, 720], minWidth: 720 },
  pageHero: { name: "the top of a service's page", widths: [400, 560, 700, 1000], minWidth: 1000 },
  project: { name: 'a project card', widths: [400, 560, 680, 820, 1088], minWidth: 1088 },
  projectPair: { name: 'a before or after photo (half a project card)', widths: [240, 360, 540], minWidth: 540 },
  // 2rem tall: 32 to 64 px wide for a square mark, up to four times that for a wide logo.
  logo: { name: 'the logo in the header (2rem tall)', widths: [48, 64, 96, 128, 192, 256, 384], minWidth: 64 },
} satisfies Record<string, PhotoSlot>;

export type PhotoSlotName = keyof typeof photoSlots;

/** `sizes` for each slot: how wide it is drawn, in CSS pixels, at each breakpoint. */
export const slotSizes: Record<Exclude<PhotoSlotName, 'logo'>, string> = {
  hero: '100vw',
  serviceCard: '(min-width: 72rem) 22.5rem, (min-width: 48rem) calc((100vw - 4.5rem) / 3), calc(100vw - 2.5rem)',
  pageHero: '(min-width: 56rem) 17rem, calc(100vw - 2.5rem)',
  project: '(min-width: 72rem) 34rem, (min-width: 48rem) calc((100vw - 4rem) / 2), calc(100vw - 2.5rem)',
  projectPair: '(min-width: 72rem) 16.75rem, (min-width: 48rem) calc((100vw - 4rem) / 4 - 0.25rem), calc((100vw - 2.5rem) / 2 - 0.25rem)',
};

/** The logo is drawn 2rem (32 px) tall, like the mark it replaces: its width follows its shape. */
export const LOGO_HEIGHT = 32;
/** …and at most 6rem (96 px) wide, so a wide logo leaves the name its room on a phone. */
export const LOGO_MAX_WIDTH = 96;

/** Every photo site.yaml names, with the widths of every place it is shown. */
export function photoRequests(config: SiteConfig): PhotoRequest[] {
  const requests: PhotoRequest[] = [];
  const request = (photo: Photo | undefined, keyPath: PathSegment[], slot: PhotoSlotName, share = false) => {
    if (!photo) return;
    const { name, widths, minWidth } = photoSlots[slot];
    // The link preview is a JPEG only: no srcset offers it to a browser that reads AVIF or WebP.
    requests.push({ src: photo.src, keyPath: [...keyPath, 'src'], widths, ...(share ? { linkPreviewWidth: SHARE_WIDTH } : {}), minWidth, slot: name });
  };
  request(config.business.logo, ['business', 'logo'], 'logo');
  request(config.hero.image, ['hero', 'image'], 'hero', true);
  config.services.forEach((service, i) => {
    request(service.image, ['services', i, 'image'], 'serviceCard');
    request(service.image, ['services', i, 'image'], 'pageHero', true);
  });
  config.projects?.forEach((project, i) => {
    request(project.photo, ['projects', i, 'photo'], project.before ? 'projectPair' : 'project', true);
    request(project.before, ['projects', i, 'before'], 'projectPair');
  });
  return requests;
}

/** A photo as the pages show it: the processed files with the owner's description. */
export interface ShownPhoto extends ProcessedPhoto {
  alt: string;
}

/** The fallback format's files (JPEG or PNG): what every browser can show. */
export const fallbackVariants = (photo: ProcessedPhoto): PhotoVariant[] => photo.sources[photo.sources.length - 1]!.variants;

/** A JPEG or PNG at least SHARE_WIDTH wide for link previews, when the photo has one. */
export const shareVariant = (photo: ProcessedPhoto): PhotoVariant | undefined =>
  fallbackVariants(photo).find((variant) => variant.width >= SHARE_WIDTH);

/** A photo ready for the page: every URL worked out, so it can also be an island's props. */
export interface PictureData {
  /** Fills the box until the image arrives. */
  color: string;
  /** Has see-through parts (a PNG fallback), which the colour would show through. */
  transparent: boolean;
  /** The modern formats, best first. */
  sources: Array<{ type: string; srcSet: string }>;
  img: { src: string; srcSet: string; width: number; height: number; alt: string };
}

/** The file a browser without srcset support shows: a middle width, not the largest. */
const DEFAULT_WIDTH = 800;

export function pictureData(photo: ShownPhoto, href: (path: string) => string): PictureData {
  const srcSet = (variants: PhotoVariant[]) => variants.map((variant) => `${href(variant.path)} ${variant.width}w`).join(', ');
  const fallback = fallbackVariants(photo);
  const largest = fallback[fallback.length - 1]!;
  const src = fallback.find((variant) => variant.width >= DEFAULT_WIDTH) ?? largest;
  return {
    color: photo.color,
    transparent: photo.fallbackType === 'image/png',
    sources: photo.sources.slice(0, -1).map((source) => ({ type: source.type, srcSet: srcSet(source.variants) })),
    img: { src: href(src.path), srcSet: srcSet(fallback), width: largest.width, height: largest.height, alt: photo.alt },
  };
}

/** The picture a link preview shows, by absolute URL. */
export interface ShareImage {
  url: string;
  type: string;
  width: number;
  height: number;
  alt: string;
}

/** A photo's share image, when it has a file wide enough for link previews. */
export function photoShareImage(photo: ShownPhoto | undefined, absolute: (path: string) => string): ShareImage | undefined {
  const variant = photo && shareVariant(photo);
  if (!photo || !variant) return undefined;
  return { url: absolute(variant.path), type: photo.fallbackType, width: variant.width, height: variant.height, alt: photo.alt };
}
