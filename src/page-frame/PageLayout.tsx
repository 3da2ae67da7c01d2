import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { localeOf, requestLanguage, smsHref, telHref, type Site } from '../site/site.js';
import { directContact } from '../site/contact-links.js';
import { LOGO_HEIGHT, LOGO_MAX_WIDTH } from '../site/photos.js';
import { estimatePrices } from '../site/prices.js';
import { visitTimes } from '../site/hours.js';
import { routePath } from '../site/urls.js';
import { fillTemplate } from '../site/text.js';
import { currentNavHref, type HeaderProps, type SiteHeaderProps } from '../islands/Header.js';
import type { EstimateDialogProps } from '../islands/EstimateDialog.js';
import { FooterContent } from '../components/Footer.js';
import type { IslandPropsOfSite } from '../islands/registry.js';
import { PlacedIsland, prerenderIsland, type PrerenderedIsland } from './Island.js';
import { OfferBanner, offerBannerProps, type OfferBannerProps } from '../components/OfferBanner.js';
import type { ScheduledOffer } from '../site/offers.js';
import type { InlineScripts } from '../site/inline-scripts.js';

/** The header's props on every page of the site (the current link is the page's: see currentNavHref). */
export function headerProps(site: Site): SiteHeaderProps {
  const { config, urls } = site;
  const homeHref = urls.href(routePath.home());
  const serviceLinks = config.services.map((service) => ({ label: service.title, href: urls.href(routePath.service(service.slug)) }));
  return {
    brand: { label: config.business.name, href: homeHref, logo: logoFor(site) },
    homeLink: { label: config.labels.header.home, href: homeHref },
    serviceLinks,
    estimateLink: { label: config.labels.header.getEstimate, href: urls.href(routePath.estimate()) },
    callLink: callLinkFor(site),
    ...(site.config.business.sms ? { textLink: textLinkFor(site, site.config.business.sms) } : {}),
    labels: { menu: config.labels.header.menu, navigation: config.labels.header.navigation },
  };
}

/**
 * The props of every island, the same on every page of a site: written once into a file of their
 * own that the browser fetches with the islands' code, instead of into every page.
 */
export const islandProps = (site: Site): IslandPropsOfSite => ({ Header: headerProps(site), EstimateDialog: estimateDialogProps(site) });

/** "Call", with the number said to screen readers after it, unless the owner's wording shows it already. */
function callLinkFor(site: Site): HeaderProps['callLink'] {
  const { phone } = site.config.business;
  const template = site.config.labels.header.call;
  const label = fillTemplate(template, { phone });
  return { label, href: telHref(phone), number: template.includes('{phone}') ? undefined : phone };
}

/** "Text us", with the number said to screen readers after it, unless the owner's wording shows it already. */
function textLinkFor(site: Site, sms: string): HeaderProps['callLink'] {
  const template = site.config.labels.header.text;
  return { label: fillTemplate(template, { phone: sms }), href: smsHref(sms), number: template.includes('{phone}') ? undefined : sms };
}

/** The logo as the header shows it, 2rem tall: its width follows its shape. */
function logoFor(site: Site): HeaderProps['brand']['logo'] {
  const picture = site.picture(site.config.business.logo);
  if (!picture) return undefined;
  // The business name stands beside it in the same link: said twice, it would be read out twice.
  const decorative = { ...picture, img: { ...picture.img, alt: '' } };
  const width = Math.min(LOGO_MAX_WIDTH, Math.round((LOGO_HEIGHT * picture.img.width) / picture.img.height));
  return { picture: decorative, sizes: `${width}px` };
}

export function estimateDialogProps(site: Site): EstimateDialogProps {
  const { config } = site;
  const { pageIntro, ...labels } = config.labels.estimate; // the introduction is the /estimate/ page's, not the dialog's
  return {
    endpoint: config.estimateForm.endpoint,
    estimatePageHref: site.urls.href(routePath.estimate()),
    timeoutMs: config.estimateForm.timeoutSeconds * 1000,
    serviceTitles: config.services.map((service) => service.title),
    labels: { ...labels, loadError: fillTemplate(labels.loadError, { phone: config.business.phone }) },
    prices: estimatePrices(config, localeOf(config)),
    visitTimes: visitTimes(config),
    photos: config.estimateForm.photos,
    contact: directContact(config),
    ...(requestLanguage(site) ? { language: requestLanguage(site) } : {}),
  };
}

/** The parts every page shares, rendered once per build instead of once per page. */
export interface LayoutFragments {
  header(currentPath: string): PrerenderedIsland;
  dialog: PrerenderedIsland;
  footer: string;
  /** Absent when the build has no offers: then the page has no banner and no banner script. */
  offerBanner: OfferBannerProps | undefined;
}

/** `offers`: those in the build (not yet ended on the build day, whose year is `buildYear`). */
export function prerenderLayoutFragments(site: Site, buildYear: number, offers: readonly ScheduledOffer[], inlineScripts: InlineScripts): LayoutFragments {
  const headers = new Map<string, PrerenderedIsland>();
  const props = islandProps(site);
  return {
    header(currentPath) {
      const currentHref = currentNavHref(props.Header, site.urls.href(currentPath));
      let header = headers.get(currentHref);
      if (!header) headers.set(currentHref, (header = prerenderIsland('Header', { ...props.Header, currentHref })));
      return header;
    },
    dialog: prerenderIsland('EstimateDialog', props.EstimateDialog),
    footer: renderToString(<FooterContent site={site} buildYear={buildYear} inlineScripts={inlineScripts} />),
    offerBanner: offerBannerProps(site, offers, inlineScripts),
  };
}

interface PageLayoutProps {
  skipToContent: string;
  /** On a site with translations: the links to the same page in the other languages. */
  languageLinks?: ReactNode;
  header: PrerenderedIsland;
  fragments: LayoutFragments;
  children: ReactNode;
}

/** What every page shares: skip link, offers, header, main content, footer, and the estimate dialog. */
export function PageLayout({ skipToContent, languageLinks, header, fragments, children }: PageLayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        {skipToContent}
      </a>
      {fragments.offerBanner && <OfferBanner {...fragments.offerBanner} />}
      {languageLinks}
      <PlacedIsland island={header} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer" dangerouslySetInnerHTML={{ __html: fragments.footer }} />
      <PlacedIsland island={fragments.dialog} />
    </>
  );
}
