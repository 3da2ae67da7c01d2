import type { InlineScripts } from '../site/inline-scripts.js';
import { longestOpenNowText, openNowData, openNowScriptData, type OpenNowData } from '../site/open-now.js';
import { jsonForScript } from '../site/serialize.js';
import type { Site } from '../site/site.js';

/** The inline scripts the footer brings: none without hours. */
export const openNowScripts = (site: Site, scripts: InlineScripts): string[] => (openNowData(site.config) ? [scripts.openNow] : []);

/**
 * The open-now line under the hours. Its sizer, the longest sentence it can say, is invisible
 * and keeps the space; the script after them (src/client/inline/open-now.ts) reads the hours
 * from the data beside it, writes the sentence of the moment over the sizer and shows the line:
 * nothing below it is on the page yet, so nothing moves. Without scripts the line stays hidden
 * and the hours stand alone.
 */
export function OpenNow({ data, script }: { data: OpenNowData; script: string }) {
  return (
    <p className="open-now" hidden>
      <span aria-hidden="true">
        {longestOpenNowText(data)}
      </span>
      <span />
      <script type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(openNowScriptData(data)) }} />
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </p>
  );
}
