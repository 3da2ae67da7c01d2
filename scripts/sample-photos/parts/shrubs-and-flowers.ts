// Shrubs, ornamental grasses and rows of bedding flowers.
import { mix, vary } from '../drawing/colour.js';
import { between, pick, type Rng } from '../drawing/random.js';
import type { Scene } from '../drawing/scene.js';
import { circle, ellipse, n1, smooth, type Pt } from '../drawing/svg.js';

interface ShrubSpec {
  radius: number;
  color?: string;
  flowers?: string[];
  /** Overgrown: lumpy, straggly and partly dead. */
  shaggy?: boolean;
  tall?: number;
}

/** A rounded shrub sitting on the ground, optionally in flower. */
export function shrub(s: Scene, r: Rng, X: number, Z: number, sh: ShrubSpec) {
  const k = s.scale(Z);
  const rad = sh.radius * k;
  const tall = sh.tall ?? 0.85;
  const color = sh.color ?? '#3e7f3a';
  const [x, y] = s.P(X, Z);
  const cy = y - rad * tall;
  const out: string[] = [ellipse(x + rad * 0.35, y, rad * 1.15, rad * 0.22, '#1f3d17', ' opacity="0.25"')];
  if (sh.shaggy) {
    const ring: Pt[] = [];
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      const d = rad * between(r, 0.85, 1.5);
      ring.push([x + Math.cos(a) * d * 1.1, Math.min(y, cy + Math.sin(a) * d * 0.95)]);
    }
    out.push(`<path d="${smooth(ring)}" fill="${mix(color, '#6b6a2e', 0.35)}"/>`);
    let d = '';
    for (let i = 0; i < 14; i++) {
      const a = between(r, -Math.PI * 0.95, -Math.PI * 0.05);
      const len = rad * between(r, 1.1, 1.9);
      d += `M${n1(x + Math.cos(a) * rad * 0.5)},${n1(cy + Math.sin(a) * rad * 0.5)}l${n1(Math.cos(a) * len * 0.6)},${n1(Math.sin(a) * len * 0.6)}`;
    }
    out.push(`<path d="${d}" stroke="#5e5a34" stroke-width="${n1(Math.max(1, rad * 0.03))}" fill="none" stroke-linecap="round"/>`);
    for (let i = 0; i < 6; i++) out.push(groundlessBlob(r, x + between(r, -0.9, 0.9) * rad, cy + between(r, -0.8, 0.3) * rad, rad * between(r, 0.25, 0.45), pick(r, ['#7d7438', '#687a34', '#8c7a48', '#557a30'])));
  } else {
    out.push(ellipse(x, cy, rad, rad * tall, mix(color, '#000000', 0.2)));
    for (let i = 0; i < 6; i++) {
      const a = between(r, Math.PI * 0.9, Math.PI * 1.9);
      out.push(circle(x + Math.cos(a) * rad * 0.45, cy + Math.sin(a) * rad * 0.4, rad * between(r, 0.45, 0.6), vary(color, r, 0.06)));
    }
    out.push(ellipse(x - rad * 0.3, cy - rad * 0.35, rad * 0.42, rad * 0.3, mix(color, '#e6f2a0', 0.25), ' opacity="0.8"'));
    for (const c of sh.flowers ?? []) {
      for (let i = 0; i < 12; i++) {
        const a = between(r, Math.PI * 1.05, Math.PI * 1.95);
        const d = Math.sqrt(r()) * rad * 0.85;
        const fr = rad * between(r, 0.1, 0.16);
        out.push(circle(x + Math.cos(a) * d, cy + Math.sin(a) * d * tall + rad * 0.15, fr, vary(c, r, 0.12)));
      }
    }
  }
  s.add(`<g>${out.join('')}</g>`);
}

/** An irregular clump drawn straight in pixels (for foliage). */
function groundlessBlob(r: Rng, x: number, y: number, rad: number, fill: string) {
  const ring: Pt[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    const d = rad * between(r, 0.7, 1.25);
    ring.push([x + Math.cos(a) * d, y + Math.sin(a) * d * 0.8]);
  }
  return `<path d="${smooth(ring)}" fill="${fill}"/>`;
}

/** An ornamental grass: a fountain of thin arching blades. */
export function ornamentalGrass(s: Scene, r: Rng, X: number, Z: number, height: number, color = '#9bb05a') {
  const k = s.scale(Z);
  const [x, y] = s.P(X, Z);
  let d = '';
  for (let i = 0; i < 22; i++) {
    const a = between(r, -1, 1);
    const h = height * k * between(r, 0.7, 1.05);
    d += `M${n1(x + a * 0.08 * k)},${n1(y)}Q${n1(x + a * h * 0.25)},${n1(y - h)} ${n1(x + a * h * 0.7)},${n1(y - h * 0.55)}`;
  }
  s.add(
    ellipse(x + 0.2 * k, y, height * 0.6 * k, height * 0.1 * k, '#1f3d17', ' opacity="0.2"'),
    `<path d="${d}" stroke="${color}" stroke-width="${n1(Math.max(1, 0.02 * k))}" fill="none" stroke-linecap="round"/>`,
    `<path d="${d}" stroke="${mix(color, '#f3e9b0', 0.4)}" stroke-width="${n1(Math.max(0.6, 0.008 * k))}" fill="none" transform="translate(${n1(-0.01 * k)} ${n1(-0.01 * k)})"/>`,
  );
}

/** A low row of bedding flowers along the ground from a to b. */
export function flowerRow(s: Scene, r: Rng, a: Pt, b: Pt, colors: string[], spacing = 0.28) {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const out: string[] = [];
  for (let t = 0; t <= len; t += spacing) {
    const X = a[0] + ((b[0] - a[0]) * t) / len + between(r, -0.05, 0.05);
    const Z = a[1] + ((b[1] - a[1]) * t) / len;
    const k = s.scale(Z);
    const [x, y] = s.P(X, Z);
    const c = pick(r, colors);
    out.push(ellipse(x, y - 0.08 * k, 0.16 * k, 0.1 * k, '#3d6f2f'));
    for (let i = 0; i < 6; i++) out.push(circle(x + between(r, -0.12, 0.12) * k, y - between(r, 0.08, 0.2) * k, between(r, 0.03, 0.05) * k, vary(c, r, 0.15)));
  }
  s.add(`<g>${out.join('')}</g>`);
}
