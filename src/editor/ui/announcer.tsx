import { useCallback, useState, type ReactNode } from 'react';

/** `status` for what went as asked (read when the screen reader is free), `alert` for a refusal or a failure (read at once). */
export type Urgency = 'status' | 'alert';

interface Spoken {
  text: string;
  /** How many times something was said: the same words twice still change the region's text. */
  count: number;
}

export interface Announcements {
  status: Spoken;
  alert: Spoken;
}

const silence: Announcements = { status: { text: '', count: 0 }, alert: { text: '', count: 0 } };

/** What the page says to a screen reader, and the function to say it with. */
export function useAnnouncer(): [Announcements, (text: string, urgency: Urgency) => void] {
  const [said, setSaid] = useState(silence);
  const announce = useCallback((text: string, urgency: Urgency) => setSaid((last) => ({ ...last, [urgency]: { text, count: last[urgency].count + 1 } })), []);
  return [said, announce];
}

/** The page's two live regions, always there (a region added with its text is not read reliably), seen by no one. */
export function Announcer({ said }: { said: Announcements }): ReactNode {
  // A no-break space on every other announcement: the same words twice (two saves) are read again.
  const words = ({ text, count }: Spoken) => `${text}${count % 2 ? '\u00a0' : ''}`;
  return (
    <>
      <p className="visually-hidden" role="status">
        {words(said.status)}
      </p>
      <p className="visually-hidden" role="alert">
        {words(said.alert)}
      </p>
    </>
  );
}
