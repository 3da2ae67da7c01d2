// The time zone the business's hours are in: `site.timeZone`, or the one zone of `site.state`.
// A state where places keep different clocks at some time of year has no default: its owner
// must say which (the loader asks, at the line of `state:`, only when hours are given).
import type { SiteConfig } from './types.js';

type State = SiteConfig['site']['state'];

const EASTERN = 'America/New_York';
const CENTRAL = 'America/Chicago';
const MOUNTAIN = 'America/Denver';
const PACIFIC = 'America/Los_Angeles';

/** States and territories that keep one clock everywhere, with its zone. */
export const STATE_TIME_ZONES: Partial<Record<State, string>> = {
  CT: EASTERN, DE: EASTERN, DC: EASTERN, GA: EASTERN, ME: EASTERN, MD: EASTERN, MA: EASTERN, NH: EASTERN,
  NJ: EASTERN, NY: EASTERN, NC: EASTERN, OH: EASTERN, PA: EASTERN, RI: EASTERN, SC: EASTERN, VT: EASTERN,
  VA: EASTERN, WV: EASTERN,
  AL: CENTRAL, AR: CENTRAL, IL: CENTRAL, IA: CENTRAL, LA: CENTRAL, MN: CENTRAL, MS: CENTRAL, MO: CENTRAL,
  OK: CENTRAL, WI: CENTRAL,
  CO: MOUNTAIN, MT: MOUNTAIN, NM: MOUNTAIN, UT: MOUNTAIN, WY: MOUNTAIN,
  CA: PACIFIC, WA: PACIFIC,
  HI: 'Pacific/Honolulu',
  AS: 'Pacific/Pago_Pago', GU: 'Pacific/Guam', MP: 'Pacific/Saipan', PR: 'America/Puerto_Rico', VI: 'America/St_Thomas',
};

/**
 * States whose places keep different clocks, with each zone and where it is kept, most of the
 * state first. Arizona is here for the Navajo Nation, which keeps daylight saving time when the
 * rest of the state does not; Nevada for West Wendover, on Mountain time.
 */
export const SEVERAL_TIME_ZONES: Partial<Record<State, ReadonlyArray<readonly [zone: string, where: string]>>> = {
  AK: [['America/Anchorage', 'most of Alaska'], ['America/Adak', 'the Aleutian Islands west of Umnak']],
  AZ: [['America/Phoenix', 'most of Arizona, without daylight saving time'], [MOUNTAIN, 'the Navajo Nation, which keeps daylight saving time']],
  FL: [[EASTERN, 'most of Florida'], [CENTRAL, 'the Panhandle west of the Apalachicola River']],
  ID: [['America/Boise', 'southern Idaho'], [PACIFIC, 'northern Idaho']],
  IN: [['America/Indiana/Indianapolis', 'most of Indiana'], [CENTRAL, 'the counties near Chicago and Evansville']],
  KS: [[CENTRAL, 'most of Kansas'], [MOUNTAIN, 'the four western counties on the Colorado line']],
  KY: [[EASTERN, 'eastern Kentucky and Louisville'], [CENTRAL, 'western Kentucky']],
  MI: [['America/Detroit', 'most of Michigan'], ['America/Menominee', 'the four counties on the Wisconsin line']],
  NE: [[CENTRAL, 'eastern and central Nebraska'], [MOUNTAIN, 'the western Panhandle']],
  NV: [[PACIFIC, 'most of Nevada'], [MOUNTAIN, 'West Wendover']],
  ND: [[CENTRAL, 'most of North Dakota'], [MOUNTAIN, 'the southwest']],
  OR: [[PACIFIC, 'most of Oregon'], ['America/Boise', 'most of Malheur County']],
  SD: [[CENTRAL, 'eastern South Dakota'], [MOUNTAIN, 'western South Dakota']],
  TN: [[CENTRAL, 'Middle and West Tennessee'], [EASTERN, 'East Tennessee']],
  TX: [[CENTRAL, 'most of Texas'], [MOUNTAIN, 'El Paso and Hudspeth counties']],
};

/** The zone the hours are in; undefined for a state with several zones when `site.timeZone` is not set. */
export const businessTimeZone = (config: Pick<SiteConfig, 'site'>): string | undefined => config.site.timeZone ?? STATE_TIME_ZONES[config.site.state];

/** Whether this computer's time zone data knows `zone` (browsers share the same database). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
