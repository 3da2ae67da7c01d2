// Placeholders no real business has, whatever site they are in: a site published with them loses
// every lead (the form goes nowhere, the phone number calls no one). The list of what is still
// the sample's or a placeholder (sample-site.ts) asks these.
import { internationalPhone } from './phone.js';
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

/** A web address at a domain kept for examples. */
export const isSampleAddress = (address: string): boolean => {
  const url = readWebAddress(address);
  return url !== undefined && isExampleHost(url.hostname);
};

/** The form address the sample site and the README give, whatever service it names. */
export const isSampleFormAddress = (address: string): boolean => address.includes('your-form-id');

/** The measurement ID the README and the schema give as an example. */
export const isPlaceholderMeasurementId = (id: string): boolean => /^G-X{10}$/i.test(id);

/** The review link the sample site and the schema's example give. */
export const isSampleReviewLink = (address: string): boolean => /^https:\/\/g\.page\/r\/example\//i.test(address);

/** An address on this computer (localhost): fine for trying the site, never for visitors. */
export const isLocalAddress = (address: string): boolean => {
  const host = readWebAddress(address)?.hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
};
