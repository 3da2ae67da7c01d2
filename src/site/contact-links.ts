// Links that reach the business: small and free of the rest of the site's code, since the
// estimate dialog's code (loaded in the browser) makes them too.
import { internationalPhone } from '../config/phone.js';

export const telHref = (phone: string): string => `tel:${internationalPhone(phone)}`;

/** A link that opens a text message to the number, in +1 form as phones expect. */
export const smsHref = (phone: string): string => `sms:${internationalPhone(phone)}`;

/** A link that opens an e-mail to the address; a character that would end the address part early is encoded. */
export const mailtoHref = (email: string): string => `mailto:${encodeURI(email).replace(/[?#&]/g, encodeURIComponent)}`;

/** How the business can be reached without the form service (business.email, business.phone and business.sms). */
export interface DirectContact {
  email: string;
  phone: string;
  /** The number that takes texts, when the business gives one. */
  sms?: string;
}

/** The business's direct contact, from its config. */
export const directContact = ({ business: { email, phone, sms } }: { business: DirectContact }): DirectContact => ({ email, phone, ...(sms ? { sms } : {}) });
