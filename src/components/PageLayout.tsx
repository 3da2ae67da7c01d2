import type { ReactNode } from 'react';
import type { Site } from '../site/site.js';
import { routePath } from '../site/urls.js';
import { fillTemplate } from '../site/text.js';
import type { HeaderProps } from '../islands/Header.js';
import type { EstimateDialogProps } from '../islands/EstimateDialog.js';
import { Footer } from './Footer.js';
import { Island } from './Island.js';

export function headerProps(site: Site, currentPath: string): HeaderProps {
  const { config, urls } = site;
  return {
    brand: { label: config.business.name, href: urls.href(routePath.home()) },
    homeLink: { label: config.labels.header.home, href: urls.href(routePath.home()) },
    serviceLinks: config.services.map((service) => ({ label: service.title, href: urls.href(routePath.service(service.slug)) })),
    estimateLink: { label: config.labels.header.getEstimate, href: urls.href(routePath.estimate()) },
    labels: { menu: config.labels.header.menu, navigation: config.labels.header.navigation },
    currentHref: urls.href(currentPath),
  };
}

export function estimateDialogProps(site: Site): EstimateDialogProps {
  const { config } = site;
  const labels = config.labels.estimate;
  return {
    endpoint: config.estimateForm.endpoint,
    timeoutMs: config.estimateForm.timeoutSeconds * 1000,
    serviceTitles: config.services.map((service) => service.title),
    labels: { ...labels, loadError: fillTemplate(labels.loadError, { phone: config.business.phone }) },
  };
}

interface PageLayoutProps {
  site: Site;
  currentPath: string;
  buildYear: number;
  children: ReactNode;
}

/** What every page shares: skip link, header, main content, footer, and the estimate dialog. */
export function PageLayout({ site, currentPath, buildYear, children }: PageLayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        {site.config.labels.header.skipToContent}
      </a>
      <Island name="Header" props={headerProps(site, currentPath)} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer site={site} buildYear={buildYear} />
      <Island name="EstimateDialog" props={estimateDialogProps(site)} />
    </>
  );
}
