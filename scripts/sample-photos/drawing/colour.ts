// Colours as #rrggbb: mixed and varied a little, so no two leaves or stones are quite alike.
import type { Rng } from './random.js';

function rgb(c: string): number[] {
  const v = parseInt(c.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
/** The colour a fraction t of the way from a to b. */
export function mix(a: string, b: string, t: number): string {
  const A = rgb(a);
  const B = rgb(b);
  return '#' + A.map((v, i) => Math.round(v + (B[i]! - v) * t).toString(16).padStart(2, '0')).join('');
}
/** A colour a little lighter or darker, for natural variety. */
export const vary = (c: string, r: Rng, amount = 0.1) =>
  r() < 0.5 ? mix(c, '#000000', r() * amount) : mix(c, '#ffffff', r() * amount);
