// Values that are still the sample site's, or placeholders no real business has: a site published
// with them loses every lead (the form goes nowhere, the phone number calls no one). The build
// warns about each, at its line and column; `npm run launch-check` refuses to call the site ready.
import type { KeyPath } from './key-path.js';
import type { ProblemAtKey } from './problem.js';
import { internationalPhone } from './phone.js';
import { quoted } from './shown-text.js';
import type { SiteConfig } from './types.js';
import { readWebAddress } from './web-address.js';

/** Domains kept for examples (RFC 2606): no one can own them, so no one can receive mail or visitors there. */
const EXAMPLE_DOMAINS = ['example.com', 'example.org', 'example.net'];
const EXAMPLE_TOP_LEVEL = ['example', 'test', 'invalid'];

/** Whether a host name is one of the domains kept for examples, or under one. */
export function isExampleHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return EXAMPLE_DOMAINS.some((domain) => name === domain || name.endsWith(`.${domain}`)) || EXAMPLE_TOP_LEVEL.includes(name.split('.').pop() ?? '');
}

/** 555-0100 to 555-0199, in any area code, are kept for films and examples: no phone can call them. */
export function isFictionalPhone(phone: string): boolean {
  const number = internationalPhone(phone);
  return /^\+1\d{3}55501\d\d$/.test(number);
}

const FORM_PLACEHOLDER = 'your-form-id';
const MEASUREMENT_PLACEHOLDER = /^G-X{10}$/i;
/** The review link the sample site and the schema's example give. */
const SAMPLE_REVIEW_LINK = /^https:\/\/g\.page\/r\/example\//i;

const sampleAddress = (address: string): boolean => {
  const url = readWebAddress(address);
  return url !== undefined && isExampleHost(url.hostname);
};

/**
 * Every value of `config` that is still a sample or a placeholder, with what to put there. Pure:
 * the loader places each at its line and column (src/config/load.ts).
 */
export function sampleValues(config: SiteConfig): ProblemAtKey[] {
  const found: ProblemAtKey[] = [];
  const add = (keyPath: KeyPath, message: string) => found.push({ keyPath, message });
  const { business, site, estimateForm, analytics, reviews, offers } = config;

  if (estimateForm.endpoint.includes(FORM_PLACEHOLDER))
    add(
      ['estimateForm', 'endpoint'],
      `${quoted(estimateForm.endpoint)} is the sample form address, so estimate requests would go nowhere: ` +
        'create a form at a form service such as Formspree and put the address it gives you here (it looks like https://formspree.io/f/mwkgabcd)',
    );
  else if (sampleAddress(estimateForm.endpoint))
    add(['estimateForm', 'endpoint'], `${quoted(estimateForm.endpoint)} is a sample address, so estimate requests would go nowhere: put the address your form service gives you`);

  if (sampleAddress(site.url))
    add(['site', 'url'], `${quoted(site.url)} is a sample address: put the address your site will be published at, such as https://www.yourcompany.com`);

  const emailDomain = business.email.slice(business.email.lastIndexOf('@') + 1);
  if (isExampleHost(emailDomain))
    add(
      ['business', 'email'],
      `${quoted(business.email)} is a sample address, so customers' e-mails would go nowhere: put the address you read every day, such as office@yourcompany.com`,
    );

  for (const key of ['phone', 'sms'] as const) {
    const number = business[key];
    if (number !== undefined && isFictionalPhone(number))
      add(
        ['business', key],
        `${quoted(number)} is in the 555-0100 to 555-0199 range kept for films and examples, which no phone can ${key === 'sms' ? 'text' : 'call'}: ` +
          `put your business's ${key === 'sms' ? 'mobile number for texts' : 'number'}`,
      );
  }

  if (reviews && (sampleAddress(reviews.url) || SAMPLE_REVIEW_LINK.test(reviews.url)))
    add(
      ['reviews', 'url'],
      `${quoted(reviews.url)} is a sample link: put the link where customers read and write your reviews, such as the one your Google Business Profile gives under "Ask for reviews"`,
    );

  business.social?.forEach((profile, index) => {
    if (sampleAddress(profile)) add(['business', 'social', index], `${quoted(profile)} is a sample link: put the address of your own page there, or remove this line`);
  });

  offers?.forEach((offer, index) => {
    if (offer.link && sampleAddress(offer.link)) add(['offers', index, 'link'], `${quoted(offer.link)} is a sample address: put the page the offer leads to, or remove the link`);
  });

  if (analytics && MEASUREMENT_PLACEHOLDER.test(analytics.measurementId))
    add(
      ['analytics', 'measurementId'],
      `${quoted(analytics.measurementId)} is the placeholder measurement ID: put your own (Google Analytics → Admin → Data streams → your site), ` +
        'or remove the `analytics` section to send no analytics at all',
    );
  return found;
}
