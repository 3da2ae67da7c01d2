import type { OpeningHours } from './types.js';

export type Day = OpeningHours['days'][number];

/** The week as site.yaml spells its days, Monday first. */
export const WEEK: readonly Day[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
