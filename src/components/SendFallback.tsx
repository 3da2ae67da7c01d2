import type { MouseEvent } from 'react';
import type { EstimateLabels } from '../config/types.js';
import { smsHref, telHref, type DirectContact } from '../site/contact-links.js';

/** Where the request goes when the form service could not take it: an e-mail, and a text with `business.sms`. */
export interface FallbackHrefs {
  email: string;
  text?: string;
}

interface SendFallbackProps {
  labels: Pick<EstimateLabels, 'emailInstead' | 'textInstead' | 'callInstead'>;
  contact: DirectContact;
  /** The links' addresses, carrying what was typed. */
  hrefs: FallbackHrefs;
  /** The dialog points a link at the form as it is when the link is used. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  hidden?: boolean;
  /** The subject's template, for the /estimate/ page's script to fill in. */
  subject?: string;
}

/**
 * What the dialog and the /estimate/ page offer after a request could not be sent, beside the
 * still-filled form: the request as an e-mail, as a text message when the business takes texts
 * (each link carries what was typed), or a call.
 */
export function SendFallback({ labels, contact, hrefs, onClick, hidden, subject }: SendFallbackProps) {
  // The number is a link where the words put it, or after them.
  const [before = '', after = ''] = labels.callInstead.includes('{phone}') ? labels.callInstead.split('{phone}') : [`${labels.callInstead} `];
  return (
    <p className="send-fallback" hidden={hidden} data-send-fallback="" data-subject={subject}>
      <a href={hrefs.email} onClick={onClick} data-fallback="email">
        {labels.emailInstead}
      </a>
      {contact.sms && (
        <a href={hrefs.text ?? smsHref(contact.sms)} onClick={onClick} data-fallback="text">
          {labels.textInstead}
        </a>
      )}
      {` ${before}`}
      <a href={telHref(contact.phone)}>{contact.phone}</a>
      {after}
    </p>
  );
}
