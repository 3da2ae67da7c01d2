// A walk-behind mower and the crew member pushing it.
import type { Scene } from '../drawing/scene.js';
import { circle, ellipse, n1, poly, pts, smooth, type Pt } from '../drawing/svg.js';

/** A walk-behind mower heading right at (X, Z), with the person pushing it. */
export function mowerAndCrew(s: Scene, X: number, Z: number) {
  const k = s.scale(Z);
  const [bx, by] = s.P(X, Z);
  const at = (u: number, v: number): Pt => [bx + u * k, by - v * k];
  const path = (p: Pt[], fill: string, extra = '') => `<path d="${smooth(p.map(([u, v]) => at(u, v)))}" fill="${fill}"${extra}/>`;
  const line = (p: Pt[], stroke: string, w: number) => `<polyline points="${pts(p.map(([u, v]) => at(u, v)))}" stroke="${stroke}" stroke-width="${n1(w * k)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  const out: string[] = [];
  out.push(ellipse(bx - 0.1 * k, by, 1.1 * k, 0.12 * k, '#1f3d17', ' opacity="0.28"'));
  // Grass catcher bag.
  out.push(poly([at(-0.05, 0.16), at(-0.52, 0.22), at(-0.6, 0.62), at(-0.08, 0.42)], '#2f3a33'));
  out.push(line([[-0.52, 0.3], [-0.57, 0.55]], '#45524a', 0.02));
  // Deck, engine, wheels.
  out.push(path([[0, 0.08], [0.62, 0.08], [0.68, 0.2], [0.6, 0.3], [0.05, 0.32], [-0.04, 0.2]], '#c9362b'));
  out.push(poly([at(0.02, 0.08), at(0.64, 0.08), at(0.64, 0.13), at(0.02, 0.13)], '#8f241c'));
  out.push(path([[0.18, 0.3], [0.48, 0.3], [0.46, 0.52], [0.2, 0.52]], '#3a3d40'));
  out.push(path([[0.22, 0.5], [0.44, 0.5], [0.4, 0.6], [0.26, 0.6]], '#55595d'));
  out.push(poly([at(0.42, 0.34), at(0.56, 0.34), at(0.56, 0.45), at(0.42, 0.45)], '#d9b13a'));
  for (const u of [0.06, 0.58]) out.push(circle(...at(u, 0.1), 0.1 * k, '#222222'), circle(...at(u, 0.1), 0.045 * k, '#9a9a9a'));
  // Handle.
  out.push(line([[0.0, 0.3], [-0.62, 0.95]], '#2a2a2a', 0.03), line([[-0.62, 0.95], [-0.66, 0.97]], '#111111', 0.05));
  // The crew member: cap, green company shirt, grey work trousers, boots, walking.
  const skin = '#c68a62';
  out.push(line([[-0.95, 0.92], [-0.78, 0.5], [-0.62, 0.06]], '#4b4f55', 0.15));
  out.push(line([[-0.98, 0.92], [-1.12, 0.48], [-1.3, 0.08]], '#55595f', 0.15));
  out.push(path([[-0.7, 0.02], [-0.48, 0.02], [-0.5, 0.1], [-0.7, 0.12]], '#5a3e28'));
  out.push(path([[-1.42, 0.02], [-1.2, 0.04], [-1.24, 0.12], [-1.4, 0.12]], '#4d3422'));
  out.push(path([[-1.12, 0.9], [-0.82, 0.9], [-0.8, 1.4], [-0.9, 1.5], [-1.1, 1.48], [-1.15, 1.3]], '#2e7d46'));
  out.push(line([[-0.9, 1.42], [-0.78, 1.12], [-0.64, 0.96]], '#2e7d46', 0.1), line([[-0.76, 1.15], [-0.64, 0.96]], skin, 0.08));
  out.push(circle(...at(-0.98, 1.63), 0.12 * k, skin));
  out.push(path([[-1.1, 1.66], [-0.86, 1.68], [-0.84, 1.74], [-0.98, 1.79], [-1.1, 1.74]], '#1f4f30'));
  out.push(poly([at(-0.88, 1.68), at(-0.74, 1.66), at(-0.76, 1.7), at(-0.88, 1.72)], '#1f4f30'));
  s.add(`<g>${out.join('')}</g>`);
}
