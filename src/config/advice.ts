// Advice about values the file may hold but that would rarely be what the owner means: the build
// still succeeds, and says each at its line and column (the loader places them, src/config/load.ts).
import type { ProblemAtKey } from './problem.js';
import { quoted } from './shown-text.js';
import { STATE_NAMES } from './states.js';
import { SEVERAL_TIME_ZONES, STATE_TIME_ZONES } from './time-zones.js';
import type { SiteConfig } from './types.js';

export function adviceAbout(config: SiteConfig): ProblemAtKey[] {
  return [...zeroPrices(config), ...timeZoneOfAnotherState(config)];
}

/** A range of $0 reads as "free" on the price table, in the estimate form and to search engines. */
function zeroPrices(config: SiteConfig): ProblemAtKey[] {
  return config.services.flatMap((service, s) =>
    (service.prices?.ranges ?? []).flatMap((range, r) =>
      (['from', 'to'] as const)
        .filter((end) => range[end] === 0 && (end === 'to' || range.to !== 0))
        .map((end) => ({
          keyPath: ['services', s, 'prices', 'ranges', r, end],
          message:
            range.to === 0
              ? 'a price of $0 shows as "$0" beside this lot size, which reads as free: give what the work costs, or leave this lot size out of the ranges to show "priced after a visit"'
              : 'a range from $0 reads as "it may be free": give the lowest you charge for this lot size',
        })),
    ),
  );
}

/**
 * The footer's Open now line keeps the clock of `site.timeZone`: a zone no place of the state keeps
 * (a slip of the list, or the one of the computer it was copied from) would say open while closed.
 */
function timeZoneOfAnotherState({ site }: SiteConfig): ProblemAtKey[] {
  const zone = site.timeZone;
  if (!zone) return [];
  const ofState = [STATE_TIME_ZONES[site.state], ...(SEVERAL_TIME_ZONES[site.state] ?? []).map(([name]) => name)].filter((name): name is string => Boolean(name));
  if (ofState.length === 0 || ofState.some((own) => sameClock(own, zone))) return [];
  return [
    {
      keyPath: ['site', 'timeZone'],
      message: `${quoted(zone)} is not a time zone of ${STATE_NAMES[site.state]} (${ofState.join(' or ')}), so the footer would say whether you are open by another clock: put \`timeZone: ${ofState[0]}\`, or take the line away to use ${site.state}'s`,
    },
  ];
}

/** The same zone, whatever name it goes by (`US/Eastern` is America/New_York). */
const sameClock = (a: string, b: string): boolean => canonical(a) === canonical(b);

function canonical(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
}
