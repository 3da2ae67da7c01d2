import type { PictureData } from '../site/photos.js';

export interface PictureProps {
  picture: PictureData;
  /** How wide the photo is drawn at each breakpoint (from src/site/photos.ts). */
  sizes: string;
  /** The page's main photo, on screen at once: fetched first. Every other photo waits until it is near. */
  priority?: boolean;
  className?: string;
}

/**
 * A photo in modern formats at several widths; the browser picks what fits the screen. Its box
 * has the photo's shape from the start (width and height), filled with the photo's own colour
 * until the image arrives, so nothing moves when it does.
 */
export function Picture({ picture, sizes, priority = false, className }: PictureProps) {
  const { img } = picture;
  return (
    <span className={className ? `photo ${className}` : 'photo'}>
      {/* The colour as an SVG, not a style attribute: the Content-Security-Policy allows no inline styles. */}
      {!picture.transparent && (
        <svg className="photo-placeholder" aria-hidden="true" focusable="false" viewBox="0 0 1 1" preserveAspectRatio="none">
          <rect width="1" height="1" fill={picture.color} />
        </svg>
      )}
      <picture>
        {picture.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ))}
        <img
          src={img.src}
          srcSet={img.srcSet}
          sizes={sizes}
          width={img.width}
          height={img.height}
          alt={img.alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
        />
      </picture>
    </span>
  );
}
