import type { MouseEvent } from 'react';
import { isPlainClick } from '../client/dom.js';
import { usePageController } from './controller.js';

export interface EstimateLinkProps {
  /** The /estimate/ page: where the link goes when JavaScript is off. */
  href: string;
  label: string;
  className: string;
  /** The home hero's link also records the analytics click event. */
  tracksHeroClick?: boolean;
  /** Called after the dialog opened, for example to close the menu the link sits in. */
  onOpen?: () => void;
}

/** A "Get Estimate" control: a link to the estimate page that opens the dialog instead. */
export function EstimateLink({ href, label, className, tracksHeroClick = false, onOpen }: EstimateLinkProps) {
  const controller = usePageController();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event.nativeEvent)) return;
    event.preventDefault();
    if (tracksHeroClick) controller.trackHeroClick();
    controller.openEstimateDialog(event.currentTarget);
    onOpen?.();
  };
  return (
    <a href={href} className={className} data-estimate-opener="" data-hero-cta={tracksHeroClick ? '' : undefined} onClick={onClick}>
      {label}
    </a>
  );
}
