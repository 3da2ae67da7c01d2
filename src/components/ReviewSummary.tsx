import type { Reviews } from '../config/types.js';
import { localeOf, type Site } from '../site/site.js';
import { fillTemplate } from '../site/text.js';
import { StarIcon } from './icons.js';
import { editMark } from '../site/edit-marks.js';

/**
 * The rating, how many reviews it rests on, and where to read and write them (only where, before a
 * business has reviews). Plain text, with no structured data: Google ignores ratings a business
 * publishes about itself.
 */
export function ReviewSummary({ site, reviews }: { site: Site; reviews: Reviews }) {
  const { labels } = site.config;
  if (reviews.rating === undefined || reviews.count === undefined)
    return (
      <p className="review-summary">
        <a href={reviews.url}>{labels.reviews.link}</a>
      </p>
    );
  const number = new Intl.NumberFormat(localeOf(site.config), { maximumFractionDigits: 2 });
  const summary = fillTemplate(labels.reviews.summary, { rating: number.format(reviews.rating), count: number.format(reviews.count) });
  return (
    <p className="review-summary" {...editMark(reviews)}>
      <StarIcon className="review-star" />
      <span>{summary}</span> <a href={reviews.url}>{labels.reviews.link}</a>
    </p>
  );
}
