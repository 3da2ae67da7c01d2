// A wooden privacy fence.
import { mix, vary } from '../drawing/colour.js';
import { between, type Rng } from '../drawing/random.js';
import type { Scene } from '../drawing/scene.js';
import { n1 } from '../drawing/svg.js';

/** A wooden privacy fence facing the viewer at distance Z. */
export function fence(s: Scene, r: Rng, x0: number, x1: number, Z: number, height = 1.8, wood = '#b58a5e') {
  const k = s.scale(Z);
  const out: string[] = [];
  const [, by] = s.P(0, Z);
  const [left] = s.P(x0, Z);
  const [right] = s.P(x1, Z);
  out.push(`<rect x="${n1(left)}" y="${n1(by - height * k)}" width="${n1(right - left)}" height="${n1(height * k)}" fill="${mix(wood, '#000000', 0.35)}"/>`);
  for (let X = x0; X < x1; X += 0.15) {
    const [x] = s.P(X, Z);
    const h = height * k * (1 - between(r, 0, 0.015));
    out.push(`<rect x="${n1(x)}" y="${n1(by - h)}" width="${n1(0.14 * k)}" height="${n1(h)}" fill="${vary(wood, r, 0.08)}"/>`);
  }
  for (const v of [0.25, 1.5]) out.push(`<rect x="${n1(left)}" y="${n1(by - v * k)}" width="${n1(right - left)}" height="${n1(0.06 * k)}" fill="${mix(wood, '#000000', 0.18)}"/>`);
  for (let X = x0; X <= x1; X += 2.4) {
    const [x] = s.P(X, Z);
    out.push(`<rect x="${n1(x - 0.05 * k)}" y="${n1(by - (height + 0.08) * k)}" width="${n1(0.13 * k)}" height="${n1((height + 0.08) * k)}" fill="${mix(wood, '#000000', 0.12)}"/>`);
  }
  out.push(`<rect x="${n1(left)}" y="${n1(by - 0.12 * k)}" width="${n1(right - left)}" height="${n1(0.12 * k)}" fill="#000000" opacity="0.15"/>`);
  s.add(`<g>${out.join('')}</g>`);
}
