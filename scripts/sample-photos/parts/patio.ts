// A paver patio.
import { vary } from '../drawing/colour.js';
import { pick, type Rng } from '../drawing/random.js';
import type { Scene } from '../drawing/scene.js';
import { poly } from '../drawing/svg.js';

/** Concrete pavers in running bond, with a dark border course, on a ground rectangle. */
export function patio(
  s: Scene,
  r: Rng,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  o: { colors: string[]; border: string; joint: string; pw?: number; pd?: number },
) {
  const pw = o.pw ?? 0.6;
  const pd = o.pd ?? 0.4;
  const gap = 0.025;
  const quad = (a: number, b: number, c: number, d: number, fill: string) =>
    poly([s.P(a, c), s.P(b, c), s.P(b, d), s.P(a, d)], fill);
  const out: string[] = [quad(x0, x1, z0, z1, o.joint)];
  const bw = 0.22;
  // Border course: soldier pavers around the edge.
  for (let X = x0; X < x1 - 0.01; X += pd) {
    out.push(quad(X + gap, Math.min(x1, X + pd) - gap, z1 - bw + gap, z1 - gap, vary(o.border, r, 0.08)));
    out.push(quad(X + gap, Math.min(x1, X + pd) - gap, z0 + gap, z0 + bw - gap, vary(o.border, r, 0.08)));
  }
  for (let Z = z0 + bw; Z < z1 - bw - 0.01; Z += pd) {
    out.push(quad(x0 + gap, x0 + bw - gap, Z + gap, Math.min(z1 - bw, Z + pd) - gap, vary(o.border, r, 0.08)));
    out.push(quad(x1 - bw + gap, x1 - gap, Z + gap, Math.min(z1 - bw, Z + pd) - gap, vary(o.border, r, 0.08)));
  }
  let row = 0;
  for (let Z = z0 + bw; Z < z1 - bw - 0.01; Z += pd, row++) {
    const zEnd = Math.min(z1 - bw, Z + pd);
    for (let X = x0 + bw - (row % 2 ? pw / 2 : 0); X < x1 - bw - 0.01; X += pw) {
      const a = Math.max(x0 + bw, X);
      const b = Math.min(x1 - bw, X + pw);
      if (b - a < 0.05) continue;
      out.push(quad(a + gap, b - gap, Z + gap, zEnd - gap, vary(pick(r, o.colors), r, 0.06)));
    }
  }
  s.add(`<g>${out.join('')}</g>`);
}
