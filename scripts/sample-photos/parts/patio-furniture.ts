// Things on a patio: a table under an umbrella, a stone fire pit, Adirondack chairs.
import { mix, vary } from '../drawing/colour.js';
import { pick, type Rng } from '../drawing/random.js';
import type { Scene } from '../drawing/scene.js';
import { ellipse, n1, poly, pts, smooth, type Pt } from '../drawing/svg.js';

/** A round table with an umbrella and two chairs. */
export function tableAndUmbrella(s: Scene, X: number, Z: number) {
  const k = s.scale(Z);
  const [x, y] = s.P(X, Z);
  const out: string[] = [ellipse(x + 0.5 * k, y + 0.05 * k, 1.6 * k, 0.3 * k, '#000000', ' opacity="0.16"')];
  const chair = (dx: number, facing: number) => {
    const cx = x + dx * k;
    // Side view: back legs rising into a slanted back, seat cushion, front legs.
    const at = (u: number, v: number): Pt => [cx + facing * u * k, y - v * k];
    const frame = `stroke="#3b3f44" stroke-width="${n1(0.045 * k)}" stroke-linecap="round" fill="none"`;
    out.push(`<polyline points="${pts([at(0.24, 0), at(0.2, 0.45), at(0.3, 1.0)])}" ${frame}/>`);
    out.push(`<polyline points="${pts([at(-0.24, 0), at(-0.22, 0.45), at(0.2, 0.45)])}" ${frame}/>`);
    out.push(`<polyline points="${pts([at(-0.2, 0.68), at(0.24, 0.68)])}" ${frame}/>`);
    out.push(poly([at(-0.26, 0.45), at(0.22, 0.45), at(0.22, 0.53), at(-0.26, 0.53)], '#e9dfc8'));
    out.push(poly([at(0.2, 0.5), at(0.28, 0.97), at(0.36, 0.96), at(0.28, 0.5)], '#e9dfc8'));
  };
  chair(-0.85, -1);
  chair(0.85, 1);
  out.push(`<rect x="${n1(x - 0.03 * k)}" y="${n1(y - 2.3 * k)}" width="${n1(0.06 * k)}" height="${n1(2.3 * k)}" fill="#6b6f73"/>`);
  out.push(`<rect x="${n1(x - 0.05 * k)}" y="${n1(y - 0.72 * k)}" width="${n1(0.1 * k)}" height="${n1(0.72 * k)}" fill="#3b3f44"/>`);
  out.push(ellipse(x, y - 0.74 * k, 0.55 * k, 0.12 * k, '#3b3f44'), ellipse(x, y - 0.76 * k, 0.55 * k, 0.11 * k, '#5a5f66'));
  const top = y - 2.45 * k;
  out.push(poly([[x, top], [x - 1.4 * k, y - 1.85 * k], [x + 1.4 * k, y - 1.85 * k]], '#2f6e5a'));
  out.push(poly([[x, top], [x - 0.5 * k, y - 1.8 * k], [x + 0.5 * k, y - 1.8 * k]], '#3b8a70'));
  out.push(`<path d="M${n1(x - 1.4 * k)},${n1(y - 1.85 * k)}Q${n1(x - 0.95 * k)},${n1(y - 1.7 * k)} ${n1(x - 0.5 * k)},${n1(y - 1.8 * k)}Q${n1(x)},${n1(y - 1.68 * k)} ${n1(x + 0.5 * k)},${n1(y - 1.8 * k)}Q${n1(x + 0.95 * k)},${n1(y - 1.7 * k)} ${n1(x + 1.4 * k)},${n1(y - 1.85 * k)}Z" fill="#255a49"/>`);
  s.add(`<g>${out.join('')}</g>`);
}

/** A round stone fire pit with two Adirondack chairs. */
export function firePit(s: Scene, r: Rng, X: number, Z: number) {
  const out: string[] = [];
  const ring = (rad: number, Y: number): Pt[] =>
    Array.from({ length: 24 }, (_, i) => {
      const a = (i / 24) * Math.PI * 2;
      return s.P(X + Math.cos(a) * rad, Z + Math.sin(a) * rad, Y);
    });
  out.push(`<path d="${smooth(ring(0.95, 0))}" fill="#000000" opacity="0.18"/>`);
  // The wall: a band between the ground ring and the top ring, drawn stone by stone.
  for (let i = 0; i < 20; i++) {
    const a0 = (i / 20) * Math.PI * 2;
    const a1 = ((i + 1) / 20) * Math.PI * 2;
    if (Math.sin((a0 + a1) / 2) > 0.2) continue;
    const c = vary(pick(r, ['#9d958b', '#b3aa9c', '#8b857d']), r, 0.08);
    const q: Pt[] = [
      s.P(X + Math.cos(a0) * 0.8, Z + Math.sin(a0) * 0.8, 0),
      s.P(X + Math.cos(a1) * 0.8, Z + Math.sin(a1) * 0.8, 0),
      s.P(X + Math.cos(a1) * 0.8, Z + Math.sin(a1) * 0.8, 0.45),
      s.P(X + Math.cos(a0) * 0.8, Z + Math.sin(a0) * 0.8, 0.45),
    ];
    out.push(poly(q, c, ` stroke="#6d675f" stroke-width="1.5"`));
  }
  out.push(`<path d="${smooth(ring(0.82, 0.45))}" fill="#c8c0b2"/>`, `<path d="${smooth(ring(0.6, 0.45))}" fill="#2a2522"/>`);
  out.push(`<path d="${smooth(ring(0.45, 0.45))}" fill="#4a3d33"/>`);
  s.add(`<g>${out.join('')}</g>`);
}

export function adirondack(s: Scene, X: number, Z: number, facing: 1 | -1, color: string) {
  const k = s.scale(Z);
  const [x, y] = s.P(X, Z);
  const at = (u: number, v: number): Pt => [x + facing * u * k, y - v * k];
  const out: string[] = [ellipse(x, y, 0.55 * k, 0.1 * k, '#000000', ' opacity="0.18"')];
  const dark = mix(color, '#000000', 0.25);
  out.push(poly([at(-0.35, 0), at(-0.3, 0), at(-0.3, 0.4), at(-0.35, 0.4)], dark));
  out.push(poly([at(0.3, 0), at(0.35, 0), at(0.35, 0.55), at(0.3, 0.55)], dark));
  out.push(poly([at(-0.35, 0.38), at(0.4, 0.42), at(0.4, 0.48), at(-0.35, 0.44)], color));
  out.push(poly([at(-0.34, 0.4), at(-0.66, 1.1), at(-0.44, 1.16), at(-0.12, 0.46)], color));
  out.push(`<path d="M${pts([at(-0.4, 0.62)])}L${pts([at(-0.3, 0.42)])}M${pts([at(-0.5, 0.84)])}L${pts([at(-0.3, 0.92)])}" stroke="${dark}" stroke-width="${n1(0.02 * k)}"/>`);
  out.push(poly([at(-0.44, 0.64), at(0.46, 0.62), at(0.46, 0.7), at(-0.42, 0.72)], color));
  out.push(poly([at(0.34, 0.48), at(0.4, 0.48), at(0.4, 0.63), at(0.34, 0.63)], dark));
  s.add(`<g>${out.join('')}</g>`);
}
