// A mown lawn: light and dark mowing stripes, and blades of grass.
import { between, pick, type Rng } from '../drawing/random.js';
import type { Scene } from '../drawing/scene.js';
import { n1, poly, type Pt } from '../drawing/svg.js';

export const GRASS = { light: '#86c25a', dark: '#62a341', base: '#73b24d', uncut: '#5f9c3f' };

/** Mowing stripes running away from the viewer (bands of constant X). */
export function stripesAway(s: Scene, x0: number, x1: number, width: number, zNear: number, zFar: number, c = GRASS) {
  const out: string[] = [];
  for (let X = x0, i = 0; X < x1; X += width, i++) {
    const q: Pt[] = [s.P(X, zNear), s.P(X + width, zNear), s.P(X + width, zFar), s.P(X, zFar)];
    out.push(poly(q, i % 2 ? c.dark : c.light));
  }
  s.add(`<g>${out.join('')}</g>`);
}

/** Mowing stripes running across the view (bands of constant Z). */
export function stripesAcross(s: Scene, x0: number, x1: number, width: number, zNear: number, zFar: number, c = GRASS) {
  const out: string[] = [];
  for (let Z = zNear, i = 0; Z < zFar; Z += width, i++) {
    const q: Pt[] = [s.P(x0, Z), s.P(x1, Z), s.P(x1, Z + width), s.P(x0, Z + width)];
    out.push(poly(q, i % 2 ? c.dark : c.light));
  }
  s.add(`<g>${out.join('')}</g>`);
}

/** Little blades of grass at ground points, to soften edges and show length. */
export function tufts(s: Scene, r: Rng, spots: Pt[], colors: string[], height = 0.08) {
  const out: string[] = [];
  for (const [X, Z] of spots) {
    const k = s.scale(Z);
    if (k * height < 3) continue;
    const [x, y] = s.P(X, Z);
    let d = '';
    for (let j = 0; j < 5; j++) {
      const dx = between(r, -0.04, 0.04) * k;
      const hh = height * between(r, 0.6, 1.3) * k;
      const lean = between(r, -0.5, 0.5) * hh;
      d += `M${n1(x + dx - 1)},${n1(y)}Q${n1(x + dx + lean * 0.3)},${n1(y - hh * 0.6)} ${n1(x + dx + lean)},${n1(y - hh)}`;
    }
    out.push(`<path d="${d}" stroke="${pick(r, colors)}" stroke-width="${n1(Math.max(1, k * 0.012))}" fill="none" stroke-linecap="round"/>`);
  }
  s.add(`<g>${out.join('')}</g>`);
}
