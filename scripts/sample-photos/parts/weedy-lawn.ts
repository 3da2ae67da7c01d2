// A neglected lawn, for the before pictures: dead patches, dandelions and weeds.
import { vary } from '../drawing/colour.js';
import { between, pick, type Rng } from '../drawing/random.js';
import { groundBlob, type Scene } from '../drawing/scene.js';
import { circle, n1, poly, type Pt } from '../drawing/svg.js';

/** A neglected lawn: thin yellowing grass, dead brown patches, bare soil, clover and weeds. */
export function patchyLawn(s: Scene, r: Rng, x0: number, x1: number, zNear: number, zFar: number, skip: (X: number, Z: number) => boolean) {
  s.add(poly([s.P(x0, zNear), s.P(x1, zNear), s.P(x1, zFar), s.P(x0, zFar)], '#97a453'));
  const spot = (): Pt => {
    for (;;) {
      const p: Pt = [between(r, x0, x1), zNear + (zFar - zNear) * Math.pow(r(), 1.6)];
      if (!skip(p[0], p[1])) return p;
    }
  };
  const patches: string[] = [];
  for (let i = 0; i < 190; i++) {
    const [X, Z] = spot();
    const kind = r();
    const fill = kind < 0.4 ? '#b39a5e' : kind < 0.6 ? '#8c6d4a' : kind < 0.82 ? '#a9b664' : '#6e8f3c';
    patches.push(groundBlob(s, r, X, Z, between(r, 0.3, 1.4), vary(fill, r, 0.08), 0.45));
  }
  s.add(`<g>${patches.join('')}</g>`);
  const weeds: Pt[] = [];
  for (let i = 0; i < 160; i++) weeds.push(spot());
  weeds.sort((a, b) => b[1] - a[1]);
  for (const [X, Z] of weeds) (r() < 0.55 ? dandelion : weedTuft)(s, r, X, Z);
}

export function dandelion(s: Scene, r: Rng, X: number, Z: number) {
  const k = s.scale(Z);
  if (k < 25) return;
  const [x, y] = s.P(X, Z);
  let g = '';
  for (let i = 0; i < 6; i++) {
    const a = between(r, -170, -10);
    g += `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(0.14 * k)}" ry="${n1(0.03 * k)}" fill="${vary('#4f7a2c', r)}" transform="rotate(${n1(a)} ${n1(x)} ${n1(y)}) translate(${n1(0.08 * k)} 0)"/>`;
  }
  const flowers = 1 + Math.floor(r() * 3);
  for (let i = 0; i < flowers; i++) {
    const fx = x + between(r, -0.06, 0.06) * k;
    const fy = y - between(r, 0.08, 0.2) * k;
    g += `<path d="M${n1(x)},${n1(y)}L${n1(fx)},${n1(fy)}" stroke="#6d8f3a" stroke-width="${n1(Math.max(1, 0.008 * k))}"/>`;
    g += r() < 0.25 ? circle(fx, fy, 0.05 * k, '#f3f1e6', ' opacity="0.9"') : circle(fx, fy, 0.042 * k, '#f5c51f');
  }
  s.add(`<g>${g}</g>`);
}

export function weedTuft(s: Scene, r: Rng, X: number, Z: number) {
  const k = s.scale(Z);
  if (k < 20) return;
  const [x, y] = s.P(X, Z);
  let d = '';
  const blades = 6 + Math.floor(r() * 6);
  for (let i = 0; i < blades; i++) {
    const h = between(r, 0.12, 0.4) * k;
    const lean = between(r, -0.7, 0.7) * h;
    const dx = between(r, -0.05, 0.05) * k;
    d += `M${n1(x + dx)},${n1(y)}Q${n1(x + dx + lean * 0.2)},${n1(y - h * 0.7)} ${n1(x + dx + lean)},${n1(y - h)}`;
  }
  s.add(`<path d="${d}" stroke="${pick(r, ['#7a8f3a', '#a3a24d', '#5c7a2e', '#b8a85a'])}" stroke-width="${n1(Math.max(1.2, 0.014 * k))}" fill="none" stroke-linecap="round"/>`);
}
