export interface EstimateLinkProps {
  /** The /estimate/ page: where the link goes when JavaScript is off. */
  href: string;
  label: string;
  className: string;
  /** The home hero's link also records the analytics click event. */
  tracksHeroClick?: boolean;
}

/**
 * A "Get Estimate" control: a link to the estimate page. The page script turns its click into
 * opening the dialog (src/client/boot.ts), so it needs no React of its own.
 */
export function EstimateLink({ href, label, className, tracksHeroClick = false }: EstimateLinkProps) {
  return (
    <a href={href} className={className} data-estimate-opener="" data-hero-cta={tracksHeroClick ? '' : undefined}>
      {label}
    </a>
  );
}
