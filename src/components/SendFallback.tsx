import type { MouseEvent } from 'react';
import type { EstimateLabels } from '../config/types.js';
import { telHref, type DirectContact } from '../site/contact-links.js';

interface SendFallbackProps {
  labels: Pick<EstimateLabels, 'emailInstead' | 'callInstead'>;
  contact: DirectContact;
  emailHref: string;
  /** The dialog points the e-mail at the form as it is when the link is used. */
  onEmailClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  hidden?: boolean;
  /** The subject's template, for the /estimate/ page's script to fill in. */
  subject?: string;
}

/**
 * What the dialog and the /estimate/ page offer after a request could not be sent, beside the
 * still-filled form: the request as an e-mail (`emailHref` carries what was typed), or a call.
 */
export function SendFallback({ labels, contact, emailHref, onEmailClick, hidden, subject }: SendFallbackProps) {
  // The number is a link where the words put it, or after them.
  const [before = '', after = ''] = labels.callInstead.includes('{phone}') ? labels.callInstead.split('{phone}') : [`${labels.callInstead} `];
  return (
    <p className="send-fallback" hidden={hidden} data-send-fallback="" data-subject={subject}>
      <a href={emailHref} onClick={onEmailClick}>
        {labels.emailInstead}
      </a>
      {` ${before}`}
      <a href={telHref(contact.phone)}>{contact.phone}</a>
      {after}
    </p>
  );
}
