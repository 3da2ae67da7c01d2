import { longestOpenNowText, openNowData, type OpenNowData } from '../site/open-now.js';
import { jsonForScript } from '../site/serialize.js';
import type { Site } from '../site/site.js';

/**
 * Says whether the business is open now, in its own time zone wherever the visitor is, and sets
 * a timer for the next opening or closing (or midnight, while closed), corrected when the clocks
 * change in between, so a page left open stays right; a page coming back into view checks again
 * (a sleeping computer holds timers back). Written small by hand like the offer banner's script:
 * every page carries it, inline, and its hash is in the Content-Security-Policy. It runs as the
 * footer is parsed, before anything below it is on the page, into a box as tall as the longest
 * sentence, so nothing moves or flashes.
 *
 * m(time): minutes since Monday 00:00 on the business's wall clock: weekday, hour and minute from
 * Intl in its zone (read in English), seconds from the time itself (zones differ by whole
 * minutes). c: the first opening that has not closed (W ends with next week's first, so there
 * always is one); open if it has begun. b: the next time the line changes: a closing or an
 * opening, or midnight while closed (today becomes tomorrow); its real time r is checked on the
 * wall clock and moved by the difference, which is the change of clocks in between.
 */
const OPEN_NOW_CODE =
  'e=document.currentScript.previousSibling,t,' +
  'F=Intl.DateTimeFormat("en",{timeZone:z,hourCycle:"h23",weekday:"short",hour:"numeric",minute:"numeric"}),' +
  'm=d=>{let[w,h,i]=F.format(d).split(/\\W+/);return"MonTueWedThuFriSatSun".indexOf(w)*480+h*60+ +i+d%6e4/6e4},' +
  'u=()=>{let d=Date.now(),n=m(d),c=W.find(x=>n<x[1]),o=c[0]<=n,b=c[+o],r;' +
  'e.textContent=o?c[2]:c[3+Math.min(2,(n%1440+b-n)/1440|0)]+" "+a;' +
  'o||(b=Math.min(b,n-n%1440+1440));r=d+(b-n)*6e4;' +
  'r-=((m(r)-b+25200)%10080-5040)*6e4;' +
  'clearTimeout(t);t=setTimeout(u,r-d<1e3?6e4:r-d+99)};' +
  'u();e.parentNode.hidden=!1;addEventListener("visibilitychange",u)}';

/** The script for this build's hours: the data, then the code. */
export const openNowScript = (data: OpenNowData): string =>
  `{let z=${jsonForScript(data.zone)},W=${jsonForScript(data.openings)},a=${jsonForScript(data.anyTime)},${OPEN_NOW_CODE}`;

/** The inline scripts the footer brings: none without hours. */
export function openNowScripts(site: Site): string[] {
  const data = openNowData(site.config);
  return data ? [openNowScript(data)] : [];
}

/**
 * The open-now line under the hours. Its sizer, the longest sentence it can say, is invisible
 * and keeps the space; the script after them writes the sentence of the moment over it, and
 * shows the line: nothing below it is on the page yet, so nothing moves. Without scripts the
 * line stays hidden and the hours stand alone.
 */
export function OpenNow({ data }: { data: OpenNowData }) {
  return (
    <p className="open-now" hidden>
      <span aria-hidden="true">
        {longestOpenNowText(data)}
      </span>
      <span />
      <script dangerouslySetInnerHTML={{ __html: openNowScript(data) }} />
    </p>
  );
}
