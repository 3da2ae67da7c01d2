import { useEffect, useRef } from 'react';
import { EstimateLink } from '../components/EstimateLink.js';
import { BrandMark, CloseIcon, MenuIcon, PhoneIcon, TextMessageIcon } from '../components/icons.js';
import { Picture } from '../components/Picture.js';
import type { PictureData } from '../site/photos.js';

export interface NavLink {
  label: string;
  href: string;
}

export interface HeaderProps {
  brand: NavLink & { logo?: { picture: PictureData; sizes: string } };
  homeLink: NavLink;
  serviceLinks: NavLink[];
  estimateLink: NavLink;
  /** The phone as a tel: link, for phones only: `label` is what shows, `number` is said after it. */
  callLink: NavLink & { number?: string };
  /** The same for text messages (`business.sms`), beside the call link; absent without one. */
  textLink?: NavLink & { number?: string };
  labels: { menu: string; navigation: string };
  /** The page being shown, so its link can say so to screen readers. */
  currentHref: string;
}

/** What the header shows on every page of a site; only `currentHref` depends on the page. */
export type SiteHeaderProps = Omit<HeaderProps, 'currentHref'>;

/**
 * The link of the page at `href` when it is in the navigation (home or a service), else '': other
 * pages mark no link current, so they share one header. The server and the browser both ask.
 */
export function currentNavHref({ homeLink, serviceLinks }: Pick<SiteHeaderProps, 'homeLink' | 'serviceLinks'>, href: string): string {
  return href === homeLink.href || serviceLinks.some((link) => link.href === href) ? href : '';
}

/** The header on every page: brand, service links, Get Estimate, and on small screens a call link and the menu. */
export function Header({ brand, homeLink, serviceLinks, estimateLink, callLink, textLink, labels, currentHref }: HeaderProps) {
  const current = (href: string) => (href === currentHref ? 'page' : undefined);
  return (
    <header className="site-header">
      <div className={textLink ? 'container header-bar with-text-link' : 'container header-bar'}>
        <a className="brand" href={brand.href}>
          {brand.logo ? <Picture picture={brand.logo.picture} sizes={brand.logo.sizes} className="brand-logo" /> : <BrandMark />}
          <span>{brand.label}</span>
        </a>
        <nav className="desktop-nav" aria-label={labels.navigation}>
          <ul>
            {serviceLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={current(link.href)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <EstimateLink href={estimateLink.href} label={estimateLink.label} className="button button-primary header-cta" />
        <a className="header-call" href={callLink.href}>
          <PhoneIcon />
          <span className="header-call-label">{callLink.label}</span>
          {callLink.number && <span className="visually-hidden">{` ${callLink.number}`}</span>}
        </a>
        {textLink && (
          <a className="header-call" href={textLink.href}>
            <TextMessageIcon />
            <span className="header-call-label">{textLink.label}</span>
            {textLink.number && <span className="visually-hidden">{` ${textLink.number}`}</span>}
          </a>
        )}
        <MobileMenu links={[homeLink, ...serviceLinks]} estimateLink={estimateLink} label={labels.menu} current={current} />
      </div>
    </header>
  );
}

interface MobileMenuProps {
  links: NavLink[];
  estimateLink: NavLink;
  label: string;
  current: (href: string) => 'page' | undefined;
}

/**
 * Built on <details>, so it opens and closes before any script runs and with JavaScript off, and
 * tells assistive technology itself whether it is open. Once hydrated it also closes on Escape,
 * on a click elsewhere and when a link is chosen. It reads the element's own `open`, not a copy
 * in state: the toggle event arrives a task later, and a key pressed in between must still work.
 */
function MobileMenu({ links, estimateLink, label, current }: MobileMenuProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      summaryRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  const close = () => {
    if (detailsRef.current) detailsRef.current.open = false;
  };
  return (
    <details ref={detailsRef} className="mobile-menu">
      <summary ref={summaryRef} aria-controls="mobile-menu-panel">
        <MenuIcon className="menu-icon-open" />
        <CloseIcon className="menu-icon-close" />
        <span className="visually-hidden">{label}</span>
      </summary>
      <nav id="mobile-menu-panel" className="mobile-menu-panel" aria-label={label}>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={current(link.href)} onClick={close}>
                {link.label}
              </a>
            </li>
          ))}
          <li>
            {/* The page script opens the dialog from this link and closes the menu around it. */}
            <EstimateLink href={estimateLink.href} label={estimateLink.label} className="button button-primary" />
          </li>
        </ul>
      </nav>
    </details>
  );
}
