// Sample photos for the default site: `npx tsx scripts/sample-photos.ts`.
//
// Every image in photos/ is a generated illustration drawn by this script, not a photograph:
// each scene is built as an SVG string from simple shapes (sky, trees, a house front, a lawn,
// beds, pavers, sprinklers) and rendered with sharp to JPEG (the logo to PNG). A seeded random
// number generator places the details, so running the script again gives the same files.
//
// They exist so the default site shows every photo slot filled. A business using this site
// replaces them with photos of its own work (and points site.yaml at those instead).
//
// The scenes are drawn with a simple camera: things are placed on the ground in metres
// (X across, Z away from the viewer) and P() projects them to pixels, so lawn stripes, patios
// and sprinkler arcs come out in perspective and shrink with distance.
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'photos');

// ---------------------------------------------------------------------------------------------
// Numbers, randomness, colours

type Pt = [number, number];
type Rng = () => number;

/** mulberry32: a small seeded generator, so every run draws the same picture. */
function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (r: Rng, a: number, b: number) => a + (b - a) * r();
const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
/** One decimal is plenty for pixels and keeps the SVG short. */
const n1 = (v: number) => String(Math.round(v * 10) / 10);
const pts = (list: Pt[]) => list.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ');

function rgb(c: string): number[] {
  const v = parseInt(c.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
/** The colour a fraction t of the way from a to b. */
function mix(a: string, b: string, t: number): string {
  const A = rgb(a);
  const B = rgb(b);
  return '#' + A.map((v, i) => Math.round(v + (B[i]! - v) * t).toString(16).padStart(2, '0')).join('');
}
/** A colour a little lighter or darker, for natural variety. */
const vary = (c: string, r: Rng, amount = 0.1) =>
  r() < 0.5 ? mix(c, '#000000', r() * amount) : mix(c, '#ffffff', r() * amount);

/** A smooth curve through the points (Catmull-Rom turned into cubic Béziers). */
function smooth(p: Pt[], closed = true): string {
  const n = p.length;
  const at = (i: number) => (closed ? p[(i + n) % n]! : p[Math.max(0, Math.min(n - 1, i))]!);
  let d = `M${n1(p[0]![0])},${n1(p[0]![1])}`;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    d += `C${n1(p1[0] + (p2[0] - p0[0]) / 6)},${n1(p1[1] + (p2[1] - p0[1]) / 6)} `;
    d += `${n1(p2[0] - (p3[0] - p1[0]) / 6)},${n1(p2[1] - (p3[1] - p1[1]) / 6)} ${n1(p2[0])},${n1(p2[1])}`;
  }
  return closed ? d + 'Z' : d;
}

// ---------------------------------------------------------------------------------------------
// The scene: an SVG being built, and the camera that puts ground positions on it

interface Camera {
  /** Where straight-ahead lines meet, in pixels. */
  vx: number;
  horizon: number;
  /** Focal length in pixels, and the camera's height above the ground in metres. */
  focal: number;
  height: number;
}

class Scene {
  private defs: string[] = [];
  private body: string[] = [];
  private ids = 0;
  constructor(
    readonly w: number,
    readonly h: number,
    readonly cam: Camera,
  ) {}
  add(...parts: string[]) {
    this.body.push(...parts);
  }
  def(prefix: string, markup: (id: string) => string): string {
    const id = `${prefix}${++this.ids}`;
    this.defs.push(markup(id));
    return id;
  }
  /** A ground point (X across, Z away, Y up, metres) in pixels. */
  P(X: number, Z: number, Y = 0): Pt {
    const { vx, horizon, focal, height } = this.cam;
    return [vx + (focal * X) / Z, horizon + (focal * (height - Y)) / Z];
  }
  /** Pixels per metre at distance Z. */
  scale(Z: number) {
    return this.cam.focal / Z;
  }
  svg() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

function linear(s: Scene, stops: Array<[number, string, number?]>, vertical = true): string {
  const [x2, y2] = vertical ? [0, 1] : [1, 0];
  return s.def(
    'g',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
      stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('') +
      `</linearGradient>`,
  );
}

function radial(s: Scene, stops: Array<[number, string, number?]>): string {
  return s.def(
    'r',
    (id) =>
      `<radialGradient id="${id}">` +
      stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('') +
      `</radialGradient>`,
  );
}

const poly = (p: Pt[], fill: string, extra = '') => `<polygon points="${pts(p)}" fill="${fill}"${extra}/>`;
const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="${fill}"${extra}/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="${fill}"${extra}/>`;

/** A shape lying on the ground, given in metres, drawn in perspective. */
function groundShape(s: Scene, ground: Pt[], fill: string, extra = '', curved = true): string {
  const p = ground.map(([X, Z]) => s.P(X, Z));
  return curved ? `<path d="${smooth(p)}" fill="${fill}"${extra}/>` : poly(p, fill, extra);
}

/** An irregular round patch on the ground. */
function groundBlob(s: Scene, r: Rng, X: number, Z: number, rad: number, fill: string, jitter = 0.3, extra = '') {
  const n = 9;
  const ring: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = rad * (1 + jitter * (r() * 2 - 1));
    ring.push([X + Math.cos(a) * k, Z + Math.sin(a) * k * 0.9]);
  }
  return groundShape(s, ring, fill, extra);
}

// ---------------------------------------------------------------------------------------------
// Sky and distance

function sky(s: Scene, top: string, bottom: string, sun?: { x: number; y: number; r: number }) {
  s.add(`<rect width="${s.w}" height="${n1(s.cam.horizon + 2)}" fill="url(#${linear(s, [[0, top], [1, bottom]])})"/>`);
  if (sun) {
    const glow = radial(s, [[0, '#fffbe8', 1], [0.12, '#fff6d6', 0.95], [0.4, '#ffe9b8', 0.35], [1, '#ffe3a8', 0]]);
    s.add(circle(sun.x, sun.y, sun.r * 6, `url(#${glow})`), circle(sun.x, sun.y, sun.r, '#fffdf3'));
  }
}

function clouds(s: Scene, r: Rng, count: number, yMin: number, yMax: number, tint = '#ffffff') {
  for (let i = 0; i < count; i++) {
    const x = between(r, -0.05, 1.05) * s.w;
    const y = between(r, yMin, yMax);
    const size = between(r, 0.035, 0.07) * s.w * (0.6 + (0.4 * (y - yMin)) / Math.max(1, yMax - yMin));
    const puffs: string[] = [];
    const k = 4 + Math.floor(r() * 3);
    for (let j = 0; j < k; j++) {
      const px = x + (j - (k - 1) / 2) * size * 0.55 + between(r, -0.1, 0.1) * size;
      const pr = size * between(r, 0.35, 0.6) * (1 - Math.abs(j - (k - 1) / 2) / k);
      puffs.push(circle(px, y - pr * 0.4, pr, tint));
    }
    puffs.push(ellipse(x, y, size * k * 0.3, size * 0.18, tint));
    s.add(`<g opacity="${n1(between(r, 0.55, 0.85))}">${puffs.join('')}</g>`);
  }
}

/** A band of distant woods along Z: rows of round crowns, hazier the further they are. */
function woods(s: Scene, r: Rng, Z: number, Xspan: number, color: string, minH: number, maxH: number) {
  const k = s.scale(Z);
  const out: string[] = [];
  const [, baseY] = s.P(0, Z);
  out.push(`<rect x="0" y="${n1(baseY - minH * k * 0.6)}" width="${s.w}" height="${n1(minH * k * 0.6 + 4)}" fill="${color}"/>`);
  for (let X = -Xspan; X <= Xspan; X += between(r, 1.6, 3.2)) {
    const h = between(r, minH, maxH);
    const rad = between(r, 2, 3.6);
    const [x, y] = s.P(X, Z, h - rad);
    out.push(circle(x, y, rad * k, vary(color, r, 0.05)));
    out.push(`<rect x="${n1(x - rad * k * 0.8)}" y="${n1(y)}" width="${n1(rad * k * 1.6)}" height="${n1(baseY - y + 2)}" fill="${color}"/>`);
  }
  s.add(`<g>${out.join('')}</g>`);
}

/** A soft veil from the horizon down, so the distance looks hazy. */
function haze(s: Scene, color: string, depth: number, opacity = 0.45) {
  const id = linear(s, [[0, color, opacity], [1, color, 0]]);
  s.add(`<rect x="0" y="${n1(s.cam.horizon - 40)}" width="${s.w}" height="${n1(depth + 40)}" fill="url(#${id})"/>`);
}

/** Warm light from one side and slightly darker corners, the finish on every scene. */
function light(s: Scene, x: number, y: number, warm = '#ffe7b0', strength = 0.2) {
  const glow = radial(s, [[0, warm, strength], [1, warm, 0]]);
  s.add(circle(x, y, Math.max(s.w, s.h) * 0.9, `url(#${glow})`));
  const vignette = radial(s, [[0.55, '#1d2a18', 0], [1, '#1d2a18', 0.28]]);
  s.add(ellipse(s.w / 2, s.h / 2, s.w * 0.75, s.h * 0.8, `url(#${vignette})`));
}

// ---------------------------------------------------------------------------------------------
// Lawn

const GRASS = { light: '#86c25a', dark: '#62a341', base: '#73b24d', uncut: '#5f9c3f' };

/** Mowing stripes running away from the viewer (bands of constant X). */
function stripesAway(s: Scene, x0: number, x1: number, width: number, zNear: number, zFar: number, c = GRASS) {
  const out: string[] = [];
  for (let X = x0, i = 0; X < x1; X += width, i++) {
    const q: Pt[] = [s.P(X, zNear), s.P(X + width, zNear), s.P(X + width, zFar), s.P(X, zFar)];
    out.push(poly(q, i % 2 ? c.dark : c.light));
  }
  s.add(`<g>${out.join('')}</g>`);
}

/** Mowing stripes running across the view (bands of constant Z). */
function stripesAcross(s: Scene, x0: number, x1: number, width: number, zNear: number, zFar: number, c = GRASS) {
  const out: string[] = [];
  for (let Z = zNear, i = 0; Z < zFar; Z += width, i++) {
    const q: Pt[] = [s.P(x0, Z), s.P(x1, Z), s.P(x1, Z + width), s.P(x0, Z + width)];
    out.push(poly(q, i % 2 ? c.dark : c.light));
  }
  s.add(`<g>${out.join('')}</g>`);
}

/** Little blades of grass at ground points, to soften edges and show length. */
function tufts(s: Scene, r: Rng, spots: Pt[], colors: string[], height = 0.08) {
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

/** A neglected lawn: thin yellowing grass, dead brown patches, bare soil, clover and weeds. */
function patchyLawn(s: Scene, r: Rng, x0: number, x1: number, zNear: number, zFar: number, skip: (X: number, Z: number) => boolean) {
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

function dandelion(s: Scene, r: Rng, X: number, Z: number) {
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

function weedTuft(s: Scene, r: Rng, X: number, Z: number) {
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

// ---------------------------------------------------------------------------------------------
// Plants

interface TreeSpec {
  height: number;
  crown: number;
  leaf?: string;
  trunk?: string;
  shadow?: boolean;
}

/** A broadleaf tree standing at (X, Z): a trunk and a crown of overlapping round clumps. */
function tree(s: Scene, r: Rng, X: number, Z: number, t: TreeSpec) {
  const k = s.scale(Z);
  const leaf = t.leaf ?? '#3f7d34';
  const [bx, by] = s.P(X, Z);
  const out: string[] = [];
  if (t.shadow !== false) out.push(groundBlob(s, r, X + t.crown * 0.9, Z + t.crown * 0.2, t.crown * 1.1, '#1f3d17', 0.15, ' opacity="0.22"'));
  const cy = by - (t.height - t.crown) * k;
  out.push(poly([[bx - 0.22 * k, by], [bx + 0.22 * k, by], [bx + 0.1 * k, cy], [bx - 0.1 * k, cy]], t.trunk ?? '#5b4432'));
  const clumps: Array<[number, number, number]> = [];
  for (let i = 0; i < 11; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * t.crown * 0.55;
    clumps.push([bx + Math.cos(a) * d * k, cy + Math.sin(a) * d * k * 0.85, t.crown * between(r, 0.4, 0.62) * k]);
  }
  for (const [x, y, rr] of clumps) out.push(circle(x, y, rr, mix(leaf, '#000000', 0.18)));
  for (const [x, y, rr] of clumps) out.push(circle(x - rr * 0.15, y - rr * 0.18, rr * 0.82, vary(leaf, r, 0.06)));
  for (const [x, y, rr] of clumps) if (x < bx + t.crown * k * 0.2 && y < cy + t.crown * k * 0.1) out.push(circle(x - rr * 0.3, y - rr * 0.32, rr * 0.45, mix(leaf, '#e8f0a0', 0.22)));
  s.add(`<g>${out.join('')}</g>`);
}

/** A columnar evergreen (arborvitae). */
function evergreen(s: Scene, r: Rng, X: number, Z: number, height: number, width: number, color = '#2f6b3a') {
  const k = s.scale(Z);
  const [bx, by] = s.P(X, Z);
  const side = (sign: number) => {
    const p: Pt[] = [];
    for (let i = 0; i <= 8; i++) {
      const v = i / 8;
      const half = (width / 2) * Math.sin(Math.PI * Math.pow(1 - v, 0.9) * 0.55 + 0.1) * (i % 2 ? 0.9 : 1.05);
      p.push([bx + sign * half * k, by - v * height * k]);
    }
    return p;
  };
  const left = side(-1);
  const right = side(1).reverse();
  s.add(
    groundBlob(s, r, X + width * 0.7, Z + 0.2, width * 0.7, '#1f3d17', 0.1, ' opacity="0.2"'),
    `<path d="${smooth([...left, ...right])}" fill="${color}"/>`,
    `<path d="${smooth([...left, [bx, by - height * k]])}" fill="${mix(color, '#d8e890', 0.18)}" opacity="0.6"/>`,
  );
}

interface ShrubSpec {
  radius: number;
  color?: string;
  flowers?: string[];
  /** Overgrown: lumpy, straggly and partly dead. */
  shaggy?: boolean;
  tall?: number;
}

/** A rounded shrub sitting on the ground, optionally in flower. */
function shrub(s: Scene, r: Rng, X: number, Z: number, sh: ShrubSpec) {
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
function ornamentalGrass(s: Scene, r: Rng, X: number, Z: number, height: number, color = '#9bb05a') {
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
function flowerRow(s: Scene, r: Rng, a: Pt, b: Pt, colors: string[], spacing = 0.28) {
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

// ---------------------------------------------------------------------------------------------
// Hardscape

/**
 * A mulched bed against a back line at zBack, with a curving front edge. Returns the front edge
 * (ground points, left to right) for stones and planting.
 */
function bed(
  s: Scene,
  r: Rng,
  x0: number,
  x1: number,
  zBack: number,
  depth: number,
  o: { mulch?: string; stones?: boolean; waves?: number; phase?: number } = {},
): Pt[] {
  const front: Pt[] = [];
  const steps = Math.max(8, Math.round((x1 - x0) / 0.5));
  for (let i = 0; i <= steps; i++) {
    const X = x0 + ((x1 - x0) * i) / steps;
    const wave = Math.sin((i / steps) * Math.PI * (o.waves ?? 2) + (o.phase ?? 0));
    front.push([X, zBack - depth * (0.72 + 0.28 * wave)]);
  }
  const outline: Pt[] = [...front, [x1, zBack], [x0, zBack]];
  const mulch = o.mulch ?? '#5a3822';
  s.add(`<path d="${smooth(outline.map(([X, Z]) => s.P(X, Z)))}" fill="${mulch}"/>`);
  // Bark texture: short darker and lighter flecks.
  const flecks: string[] = [];
  for (let i = 0; i < 160; i++) {
    const X = between(r, x0, x1);
    const Z = between(r, zBack - depth * 0.4, zBack);
    const k = s.scale(Z);
    const [x, y] = s.P(X, Z);
    flecks.push(ellipse(x, y, 0.05 * k, 0.012 * k, r() < 0.5 ? mix(mulch, '#000000', 0.3) : mix(mulch, '#d9a066', 0.25)));
  }
  s.add(`<g>${flecks.join('')}</g>`);
  if (o.stones !== false) stoneEdge(s, r, front);
  return front;
}

/** Natural stones laid along a ground line. */
function stoneEdge(s: Scene, r: Rng, line: Pt[], size = 0.34) {
  const out: string[] = [];
  for (let i = 0; i < line.length - 1; i++) {
    const [a, b] = [line[i]!, line[i + 1]!];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    for (let t = 0; t < len; t += size * between(r, 0.85, 1.05)) {
      const X = a[0] + ((b[0] - a[0]) * t) / len;
      const Z = a[1] + ((b[1] - a[1]) * t) / len;
      const k = s.scale(Z);
      const [x, y] = s.P(X, Z);
      const w = size * 0.55 * k;
      const h = size * 0.3 * k;
      const c = vary(pick(r, ['#a9a39a', '#bdb5a6', '#8f8b86', '#c2b59b']), r, 0.1);
      out.push(ellipse(x, y - h * 0.4, w, h, mix(c, '#000000', 0.3)));
      out.push(ellipse(x - w * 0.05, y - h * 0.55, w * 0.92, h * 0.85, c));
      out.push(ellipse(x - w * 0.25, y - h * 0.8, w * 0.45, h * 0.3, mix(c, '#ffffff', 0.25)));
    }
  }
  s.add(`<g>${out.join('')}</g>`);
}

/** Concrete pavers in running bond, with a dark border course, on a ground rectangle. */
function patio(
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

/** A wooden privacy fence facing the viewer at distance Z. */
function fence(s: Scene, r: Rng, x0: number, x1: number, Z: number, height = 1.8, wood = '#b58a5e') {
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

// ---------------------------------------------------------------------------------------------
// The house front

interface HouseSpec {
  width: number;
  floors: 1 | 2;
  wall: string;
  roof: string;
  shutter: string;
  door: string;
  trim?: string;
  garage?: { width: number; side: 'left' | 'right' };
}

/** The front of a house, centred at X, its wall on the ground at distance Z. */
function house(s: Scene, X: number, Z: number, h: HouseSpec) {
  const k = s.scale(Z);
  const [bx, by] = s.P(X - h.width / 2, Z);
  const trim = h.trim ?? '#f7f5ef';
  const out: string[] = [];
  // (u, v): metres from the main block's bottom-left corner, v up.
  const at = (u: number, v: number): Pt => [bx + u * k, by - v * k];
  const box = (u: number, v: number, w: number, hh: number, fill: string, extra = '') =>
    `<rect x="${n1(bx + u * k)}" y="${n1(by - (v + hh) * k)}" width="${n1(w * k)}" height="${n1(hh * k)}" fill="${fill}"${extra}/>`;
  const shape = (p: Pt[], fill: string, extra = '') => poly(p.map(([u, v]) => at(u, v)), fill, extra);
  const siding = (u: number, w: number, v0: number, v1: number) => {
    let d = '';
    for (let v = v0 + 0.22; v < v1; v += 0.22) d += `M${n1(bx + u * k)},${n1(by - v * k)}h${n1(w * k)}`;
    return `<path d="${d}" stroke="${mix(h.wall, '#000000', 0.1)}" stroke-width="${n1(Math.max(1, 0.02 * k))}"/>`;
  };
  const glass = linear(s, [[0, '#e3eef2'], [0.45, '#9fb9c6'], [1, '#4f6877']]);
  const windowAt = (cu: number, v: number, w: number, hh: number, shutters = true) => {
    if (shutters) out.push(box(cu - w / 2 - 0.46, v, 0.38, hh, h.shutter), box(cu + w / 2 + 0.08, v, 0.38, hh, h.shutter));
    out.push(box(cu - w / 2 - 0.08, v - 0.08, w + 0.16, hh + 0.16, trim), box(cu - w / 2, v, w, hh, `url(#${glass})`));
    const line = `stroke="${trim}" stroke-width="${n1(0.05 * k)}"`;
    out.push(`<path d="M${pts([at(cu, v)])}V${n1(by - (v + hh) * k)}M${pts([at(cu - w / 2, v + hh / 2)])}H${n1(bx + (cu + w / 2) * k)}" ${line}/>`);
    out.push(box(cu - w / 2 - 0.14, v - 0.14, w + 0.28, 0.08, mix(trim, '#000000', 0.08)));
  };
  const wallTop = 0.4 + h.floors * 2.85;
  const roofRise = h.floors === 2 ? 2.4 : 2.1;
  const gw = h.garage?.width ?? 0;
  if (h.garage) {
    const g0 = h.garage.side === 'right' ? h.width : -gw;
    const gh = 3.3;
    out.push(box(g0, 0, gw, gh, mix(h.wall, '#000000', 0.04)), siding(g0, gw, 0.3, gh));
    out.push(box(g0, gh - 0.25, gw, 0.25, '#000000', ' opacity="0.12"'));
    out.push(shape([[g0 - 0.35, gh], [g0 + gw + 0.35, gh], [g0 + gw + 0.1, gh + 1.7], [g0 - 0.1, gh + 1.7]], h.roof));
    out.push(box(g0 - 0.35, gh - 0.05, gw + 0.7, 0.16, trim));
    const dw = gw - 1.1;
    const d0 = g0 + 0.55;
    out.push(box(d0 - 0.1, 0, dw + 0.2, 2.4, trim), box(d0, 0, dw, 2.25, '#ecebe6'));
    let grooves = '';
    for (let v = 0.56; v < 2.25; v += 0.56) grooves += `M${pts([at(d0, v)])}H${n1(bx + (d0 + dw) * k)}`;
    for (let u = d0 + dw / 8; u < d0 + dw - 0.01; u += dw / 8) grooves += `M${pts([at(u, 0)])}V${n1(by - 2.25 * k)}`;
    out.push(`<path d="${grooves}" stroke="#c9c7c0" stroke-width="${n1(Math.max(1, 0.03 * k))}"/>`);
    for (let u = d0 + 0.2; u < d0 + dw - 0.3; u += dw / 4) out.push(box(u, 1.75, dw / 4 - 0.4, 0.35, `url(#${glass})`));
  }
  out.push(box(0, 0.4, h.width, wallTop - 0.4, h.wall), siding(0, h.width, 0.4, wallTop));
  out.push(box(0, 0, h.width, 0.4, '#9a938a'));
  out.push(box(0, wallTop - 0.3, h.width, 0.3, '#000000', ' opacity="0.12"'));
  // Chimney at the end away from the garage.
  const cu = h.garage?.side === 'left' ? h.width - 1.5 : 0.7;
  out.push(box(cu, wallTop + roofRise - 0.8, 0.85, 1.9, '#9c5a45'), box(cu - 0.06, wallTop + roofRise + 1.05, 0.97, 0.15, '#6f6a66'));
  out.push(shape([[-0.45, wallTop], [h.width + 0.45, wallTop], [h.width + 0.15, wallTop + roofRise], [-0.15, wallTop + roofRise]], h.roof));
  let shingles = '';
  for (let v = wallTop + 0.35; v < wallTop + roofRise; v += 0.35) shingles += `M${pts([at(-0.4, v)])}H${n1(bx + (h.width + 0.4) * k)}`;
  out.push(`<path d="${shingles}" stroke="${mix(h.roof, '#000000', 0.18)}" stroke-width="${n1(Math.max(1, 0.03 * k))}"/>`);
  out.push(box(-0.15, wallTop + roofRise - 0.08, h.width + 0.3, 0.12, mix(h.roof, '#000000', 0.25)));
  out.push(box(-0.45, wallTop - 0.06, h.width + 0.9, 0.18, trim));
  // Windows: upstairs evenly spaced; downstairs either side of the door.
  const spots = (n: number) => Array.from({ length: n }, (_, i) => h.width * (0.12 + (0.76 * i) / (n - 1)));
  if (h.floors === 2) for (const u of spots(5)) windowAt(u, 0.4 + 2.85 + 0.75, 0.92, 1.4);
  const down = h.floors === 2 ? spots(4).map((u, i) => (i === 1 ? u - 0.3 : i === 2 ? u + 0.3 : u)) : spots(4);
  for (const u of down) windowAt(u, 1.15, 0.95, 1.5);
  // Front door with a small portico.
  const dc = h.floors === 2 ? h.width / 2 : h.width * 0.5;
  out.push(box(dc - 1.3, 0, 2.6, 0.22, '#b9b4ab'), box(dc - 1.0, 0.22, 2.0, 0.2, '#c9c4bb'));
  out.push(box(dc - 0.68, 0.42, 1.36, 2.35, trim), box(dc - 0.52, 0.42, 1.04, 2.2, h.door));
  out.push(box(dc - 0.4, 1.55, 0.32, 0.9, mix(h.door, '#000000', 0.15)), box(dc + 0.08, 1.55, 0.32, 0.9, mix(h.door, '#000000', 0.15)));
  out.push(box(dc - 0.4, 0.6, 0.32, 0.8, mix(h.door, '#000000', 0.15)), box(dc + 0.08, 0.6, 0.32, 0.8, mix(h.door, '#000000', 0.15)));
  out.push(circle(...at(dc + 0.38, 1.45), 0.05 * k, '#d9b649'));
  out.push(box(dc - 1.15, 0.42, 0.18, 2.55, trim), box(dc + 0.97, 0.42, 0.18, 2.55, trim));
  out.push(box(dc - 1.3, 2.97, 2.6, 0.28, trim));
  out.push(shape([[dc - 1.45, 3.25], [dc + 1.45, 3.25], [dc, 3.95]], trim));
  out.push(shape([[dc - 1.15, 3.33], [dc + 1.15, 3.33], [dc, 3.83]], mix(trim, '#000000', 0.08)));
  out.push(box(dc - 1.3, 2.75, 2.6, 0.22, '#000000', ' opacity="0.1"'));
  s.add(`<g>${out.join('')}</g>`);
}

// ---------------------------------------------------------------------------------------------
// Sprinklers, mower, patio furniture

/** A pop-up sprinkler at (X, Z) throwing water over the directions a0..a1 (degrees, 90 = away). */
function sprinkler(s: Scene, r: Rng, X: number, Z: number, o: { reach: number; a0: number; a1: number; rise?: number; streams?: number; jet?: boolean }) {
  const k = s.scale(Z);
  const rise = o.rise ?? 0.7;
  const out: string[] = [];
  // Wet, darker grass where the water lands.
  const wet: Pt[] = [];
  const steps = 18;
  wet.push([X, Z]);
  for (let i = 0; i <= steps; i++) {
    const a = ((o.a0 + ((o.a1 - o.a0) * i) / steps) * Math.PI) / 180;
    wet.push([X + Math.cos(a) * o.reach * 1.05, Z + Math.sin(a) * o.reach * 1.05]);
  }
  out.push(poly(wet.map(([a, b]) => s.P(a, b)), '#2f6b2a', ' opacity="0.06"'));
  const n = o.streams ?? 26;
  const front: string[] = [];
  const back: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = ((o.a0 + ((o.a1 - o.a0) * (i + between(r, -0.3, 0.3))) / Math.max(1, n - 1)) * Math.PI) / 180;
    const reach = o.reach * between(r, 0.8, 1.05);
    const peak = rise * between(r, 0.8, 1.1);
    const arc = (t0: number, t1: number) => {
      const line: Pt[] = [];
      for (let t = t0; t <= t1 + 0.001; t += (t1 - t0) / 12) {
        line.push(s.P(X + Math.cos(a) * reach * t, Z + Math.sin(a) * reach * t, 0.12 + 4 * peak * t * (1 - t) * (1 - 0.25 * t)));
      }
      return smooth(line, false);
    };
    const toward = Math.sin(a) < 0;
    const layer = toward ? front : back;
    const width = Math.max(1, (o.jet ? 0.03 : 0.014) * k);
    // A soft sheet of spray around each stream, a solid core near the nozzle, then droplets.
    layer.push(`<path d="${arc(0, 1)}" stroke="#ffffff" stroke-width="${n1(width * 5)}" fill="none" opacity="0.07" stroke-linecap="round"/>`);
    layer.push(`<path d="${arc(0, between(r, 0.55, 0.75))}" stroke="#ffffff" stroke-width="${n1(width)}" fill="none" opacity="${n1(between(r, 0.45, 0.7))}" stroke-linecap="round"/>`);
    for (let j = 0; j < 8; j++) {
      const t = between(r, 0.45, 1.05);
      const [px, py] = s.P(X + Math.cos(a) * reach * t + between(r, -0.1, 0.1), Z + Math.sin(a) * reach * t, Math.max(0.02, 0.12 + 4 * peak * t * (1 - t) * (1 - 0.25 * t) + between(r, -0.12, 0.12)));
      const dk = s.scale(Z + Math.sin(a) * reach * t);
      layer.push(circle(px, py, Math.max(0.9, 0.018 * dk * between(r, 0.6, 1.3)), r() < 0.3 ? '#ffffff' : '#d9eef9', ` opacity="${n1(between(r, 0.5, 0.95))}"`));
    }
  }
  // Fine mist over the whole spray.
  const mist = radial(s, [[0, '#ffffff', 0.28], [1, '#ffffff', 0]]);
  const [mx, my] = s.P(X, Z, rise * 0.6);
  out.push(ellipse(mx, my, o.reach * k * 0.9, rise * k * 1.4, `url(#${mist})`));
  out.push(...back);
  // The head: a black cap just above the grass.
  const [hx, hy] = s.P(X, Z);
  out.push(ellipse(hx, hy, 0.06 * k, 0.02 * k, '#1d1d1d'), `<rect x="${n1(hx - 0.035 * k)}" y="${n1(hy - 0.12 * k)}" width="${n1(0.07 * k)}" height="${n1(0.12 * k)}" fill="#2b2b2b"/>`);
  out.push(ellipse(hx, hy - 0.12 * k, 0.035 * k, 0.012 * k, '#555555'));
  out.push(...front);
  s.add(`<g>${out.join('')}</g>`);
}

/** A walk-behind mower heading right at (X, Z), with the person pushing it. */
function mowerAndCrew(s: Scene, X: number, Z: number) {
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

/** A round table with an umbrella and two chairs. */
function tableAndUmbrella(s: Scene, X: number, Z: number) {
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
function firePit(s: Scene, r: Rng, X: number, Z: number) {
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

function adirondack(s: Scene, X: number, Z: number, facing: 1 | -1, color: string) {
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

// ---------------------------------------------------------------------------------------------
// Scenes

type State = 'before' | 'after';

/** Morning sky with a low sun, clouds and woods behind the property. */
function morning(s: Scene, r: Rng, sun: { x: number; y: number; r: number }, woodsZ = 48) {
  sky(s, '#7fb8e6', '#fbe7c3', sun);
  clouds(s, r, 6, s.h * 0.06, s.cam.horizon * 0.55);
  woods(s, r, woodsZ + 14, 80, '#8fae98', 9, 16);
  woods(s, r, woodsZ, 60, '#5f8c5c', 8, 14);
}

/** A colonial house front with a front lawn: the hero and the front lawn renovation's before/after. */
function frontYard(s: Scene, seed: number, spec: HouseSpec, o: { houseX: number; houseZ: number; state: State; stripe?: number }) {
  const r = (n: number) => rng(seed * 100 + n);
  const { houseX: hx, houseZ: hz } = o;
  const { w } = s;
  morning(s, r(1), { x: w * 0.13, y: s.cam.horizon * 0.42, r: w * 0.022 });
  s.add(poly([[0, s.cam.horizon], [w, s.cam.horizon], [w, s.h], [0, s.h]], o.state === 'after' ? GRASS.base : '#97a453'));
  haze(s, '#dfe8c8', (s.h - s.cam.horizon) * 0.3, 0.5);
  const garageLeft = spec.garage?.side === 'left';
  const gw = spec.garage?.width ?? 0;
  const doorX = hx;
  const drive = garageLeft ? [hx - spec.width / 2 - gw + 0.4, hx - spec.width / 2 - 0.4] : [hx + spec.width / 2 + 0.4, hx + spec.width / 2 + gw - 0.4];
  const lawn = r(5);
  if (o.state === 'after') stripesAway(s, hx - 30, hx + 30, o.stripe ?? 1.2, 0.5, hz + 6);
  else patchyLawn(s, lawn, -30, 30, 2, hz, (X, Z) => Z > hz - 2.6 && Math.abs(X - hx) < spec.width / 2 + gw + 1);
  haze(s, '#e8eed5', (s.h - s.cam.horizon) * 0.18, 0.35);
  // Trees behind the house.
  tree(s, r(2), hx - spec.width / 2 - 5, hz + 9, { height: 12, crown: 4.2, leaf: '#4b8640', shadow: false });
  tree(s, r(3), hx + spec.width / 2 + 3, hz + 12, { height: 13, crown: 4.6, leaf: '#467d3c', shadow: false });
  evergreen(s, r(4), hx - spec.width / 2 - 1.5, hz + 7, 10, 3.2, '#35663c');
  house(s, hx, hz, spec);
  // Driveway and front walk.
  s.add(groundShape(s, [[drive[0]!, 0.5], [drive[1]!, 0.5], [drive[1]!, hz], [drive[0]!, hz]], o.state === 'after' ? '#8d8f91' : '#85837d', '', false));
  s.add(groundShape(s, [[doorX - 0.65, 0.5], [doorX + 0.65, 0.5], [doorX + 0.65, hz - 0.3], [doorX - 0.65, hz - 0.3]], '#c9bfae', '', false));
  let joints = '';
  for (let Z = 1; Z < hz - 0.3; Z += 0.6) joints += `M${pts([s.P(doorX - 0.65, Z)])}L${pts([s.P(doorX + 0.65, Z)])}`;
  s.add(`<path d="${joints}" stroke="#a89d8b" stroke-width="2"/>`);
  // Foundation bed along the front of the house.
  const plants = r(7);
  const bedL = hx - spec.width / 2 - 0.8;
  const bedR = hx + spec.width / 2 + 0.8;
  if (o.state === 'after') {
    bed(s, r(8), bedL, doorX - 1.4, hz, 3.0, { waves: 1.2, phase: 0.6 });
    bed(s, r(9), doorX + 1.4, bedR, hz, 3.0, { waves: 1.2, phase: 2.2 });
    for (const [a, b] of [[bedL + 0.3, doorX - 1.7], [doorX + 1.7, bedR - 0.3]] as const) {
      for (let X = a; X <= b; X += 1.25) shrub(s, plants, X, hz - 0.65, { radius: 0.55, color: '#3d7d3a' });
    }
    shrub(s, plants, bedL + 0.1, hz - 0.9, { radius: 0.8, color: '#4a8a45', flowers: ['#8fb6e8', '#b7a3e0'] });
    shrub(s, plants, bedR - 0.1, hz - 0.9, { radius: 0.8, color: '#4a8a45', flowers: ['#8fb6e8', '#f0f0f5'] });
    flowerRow(s, plants, [bedL + 0.6, hz - 1.7], [doorX - 1.8, hz - 1.8], ['#e0475b', '#f2f2f2', '#e86aa1']);
    flowerRow(s, plants, [doorX + 1.8, hz - 1.8], [bedR - 0.6, hz - 1.7], ['#e0475b', '#f2f2f2', '#e86aa1']);
  } else {
    bed(s, r(8), bedL, bedR, hz, 2.6, { mulch: '#7d6244', stones: false, waves: 1.5 });
    for (let X = bedL + 0.3; X <= bedR - 0.3; X += 1.5) {
      if (Math.abs(X - doorX) < 1.6) continue;
      shrub(s, plants, X, hz - 0.7, { radius: 0.75, color: '#5d7d3a', shaggy: true });
    }
    const weeds = r(10);
    for (let i = 0; i < 40; i++) weedTuft(s, weeds, between(weeds, bedL, bedR), hz - between(weeds, 0.2, 1.9));
    s.add(groundShape(s, [[doorX - 0.65, 0.5], [doorX + 0.65, 0.5], [doorX + 0.65, hz - 0.3], [doorX - 0.65, hz - 0.3]], '#000000', ' opacity="0.08"', false));
    for (let Z = 1.5; Z < hz - 2.5; Z += 0.9) {
      weedTuft(s, weeds, doorX - 0.65 + between(weeds, -0.05, 0.1), Z);
      weedTuft(s, weeds, doorX + 0.65 + between(weeds, -0.1, 0.05), Z + 0.4);
    }
  }
}

function hero() {
  const s = new Scene(2400, 1350, { vx: 1250, horizon: 700, focal: 2150, height: 2.6 });
  frontYard(
    s,
    1,
    { width: 11.5, floors: 2, wall: '#f2efe7', roof: '#4b5058', shutter: '#2f3d36', door: '#8e2b2b', garage: { width: 5.8, side: 'right' } },
    { houseX: 0.8, houseZ: 24, state: 'after', stripe: 1.25 },
  );
  const r = rng(177);
  tree(s, r, -10.5, 17, { height: 12, crown: 4.6, leaf: '#3f7f36' });
  evergreen(s, r, 12.8, 22, 7.5, 2.2);
  shrub(s, r, 11.8, 21.2, { radius: 0.9, color: '#3f7b3a' });
  tufts(s, r, Array.from({ length: 60 }, (_, i): Pt => [-7 + i * 0.25 + between(r, -0.1, 0.1), 3.3 + between(r, 0, 0.3)]), ['#5c9a3c', '#8cc664', '#4f8a35']);
  light(s, 250, 280);
  return s;
}

function monroe(state: State) {
  const s = new Scene(1600, 1200, { vx: 820, horizon: 560, focal: 1500, height: 2.5 });
  frontYard(
    s,
    2,
    { width: 10, floors: 2, wall: '#dccdb0', roof: '#5a514a', shutter: '#2c4a3a', door: '#1f3b57', garage: { width: 5, side: 'left' } },
    { houseX: 1.6, houseZ: 21, state, stripe: 1.1 },
  );
  const r = rng(277);
  tree(s, r, 10, 15.5, { height: 11, crown: 3.8, leaf: state === 'after' ? '#3f7f36' : '#4d7a37' });
  light(s, 160, 250);
  return s;
}

/** Back yard seen from the house: fence, woods, and either a dirt lot or new beds and a patio. */
function plainsboro(state: State) {
  const s = new Scene(1600, 1200, { vx: 820, horizon: 500, focal: 1400, height: 1.9 });
  const r = (n: number) => rng(300 + n);
  sky(s, '#78b3e3', '#f6e9cc', { x: 1350, y: 200, r: 32 });
  clouds(s, r(1), 6, 60, 300);
  woods(s, r(2), 40, 60, '#729a7c', 9, 15);
  tree(s, r(3), -8, 20, { height: 13, crown: 4.5, leaf: '#447c3a', shadow: false });
  tree(s, r(4), 2, 23, { height: 14, crown: 5, leaf: '#3d7536', shadow: false });
  tree(s, r(5), 9, 26, { height: 15, crown: 5, leaf: '#36693a', shadow: false });
  tree(s, r(6), 14, 22, { height: 12, crown: 4, leaf: '#4a8440', shadow: false });
  s.add(poly([[0, s.cam.horizon], [s.w, s.cam.horizon], [s.w, s.h], [0, s.h]], state === 'after' ? GRASS.base : '#8a6c4c'));
  fence(s, r(7), -20, 20, 14);
  const patioBox = { x0: -5.2, x1: 1.2, z0: 2.5, z1: 7.6 };
  if (state === 'after') {
    stripesAway(s, -40, 40, 1.0, 1, 14);
    bed(s, r(8), -20, 20, 14, 2.4, { waves: 5, phase: 0.3 });
    const p = r(9);
    for (let X = -9; X <= 12; X += 2.2) evergreen(s, p, X, 13.6, 2.4 + between(p, -0.2, 0.3), 1.0, '#2f6b3a');
    tree(s, p, -3.5, 12.8, { height: 3.2, crown: 1.4, leaf: '#a8342c', trunk: '#4a3428' });
    for (const [X, kind] of [[-7.5, 0], [-5.6, 1], [-1.2, 2], [0.8, 0], [3.2, 1], [5.4, 2], [7.6, 0], [9.8, 1]] as const) {
      if (kind === 0) shrub(s, p, X, 12.5, { radius: 0.55, color: '#3f7e3a' });
      else if (kind === 1) shrub(s, p, X, 12.4, { radius: 0.7, color: '#4b8a44', flowers: ['#f1f1f6', '#d6e3f5'] });
      else ornamentalGrass(s, p, X, 12.5, 1.1);
    }
    flowerRow(s, p, [-8, 12.0], [10, 12.0], ['#f4c430', '#e85d75', '#9b6fd1']);
    // A side bed wrapping the patio.
    bed(s, r(10), patioBox.x1 + 0.05, patioBox.x1 + 2.2, patioBox.z1, patioBox.z1 - patioBox.z0, { waves: 0, stones: false });
    stoneEdge(s, r(11), [[patioBox.x1 + 2.2, patioBox.z1], [patioBox.x1 + 2.2, patioBox.z0]]);
    patio(s, r(12), patioBox.x0, patioBox.x1, patioBox.z0, patioBox.z1, { colors: ['#cdb999', '#bfa886', '#d8c7a8', '#b39c7c'], border: '#6e625a', joint: '#8c7d6a' });
    shrub(s, p, patioBox.x1 + 1.2, 6.6, { radius: 0.5, color: '#3f7e3a' });
    ornamentalGrass(s, p, patioBox.x1 + 1.1, 5.2, 0.9);
    shrub(s, p, patioBox.x1 + 1.0, 3.8, { radius: 0.45, color: '#4b8a44', flowers: ['#e85d75'] });
    tableAndUmbrella(s, -2.2, 5.4);
    light(s, 1300, 220, '#fff0c8', 0.2);
  } else {
    // Bare, compacted dirt with a few thin patches of grass and weeds; overgrowth along the fence.
    const g = r(13);
    const patches: string[] = [];
    for (let i = 0; i < 70; i++) {
      const X = between(g, -14, 14);
      const Z = 2 + 12 * Math.pow(g(), 1.3);
      patches.push(groundBlob(s, g, X, Z, between(g, 0.3, 1.3), vary(pick(g, ['#9c7b56', '#7a5c3e', '#8f9a4f', '#a08a60']), g, 0.08), 0.5));
    }
    s.add(`<g>${patches.join('')}</g>`);
    for (let X = -12; X <= 12; X += 1.4) shrub(s, g, X + between(g, -0.4, 0.4), 13.2, { radius: between(g, 0.7, 1.1), color: '#5b7d36', shaggy: true });
    const w = r(14);
    const spots: Pt[] = [];
    for (let i = 0; i < 90; i++) spots.push([between(w, -12, 12), 2.2 + 11 * Math.pow(w(), 0.8)]);
    spots.sort((a, b) => b[1] - a[1]);
    for (const [X, Z] of spots) (w() < 0.3 ? dandelion : weedTuft)(s, w, X, Z);
    // A few stones and an old stump.
    for (let i = 0; i < 8; i++) s.add(groundBlob(s, w, between(w, -6, 6), between(w, 3, 10), 0.15, '#9a948a', 0.3));
    const [sx, sy] = s.P(3.8, 6);
    const k = s.scale(6);
    s.add(ellipse(sx, sy, 0.35 * k, 0.1 * k, '#5a4634'), `<rect x="${n1(sx - 0.35 * k)}" y="${n1(sy - 0.3 * k)}" width="${n1(0.7 * k)}" height="${n1(0.3 * k)}" fill="#6e5640"/>`, ellipse(sx, sy - 0.3 * k, 0.35 * k, 0.1 * k, '#b89a72'));
    light(s, 1300, 220, '#fff0c8', 0.2);
  }
  return s;
}

function cranbury() {
  const s = new Scene(1600, 1200, { vx: 760, horizon: 470, focal: 1350, height: 1.75 });
  const r = (n: number) => rng(400 + n);
  sky(s, '#86bde8', '#f3ead6', { x: 250, y: 150, r: 30 });
  clouds(s, r(1), 5, 50, 280);
  woods(s, r(2), 45, 60, '#86a88f', 10, 16);
  woods(s, r(3), 30, 50, '#5a8657', 9, 14);
  s.add(poly([[0, s.cam.horizon], [s.w, s.cam.horizon], [s.w, s.h], [0, s.h]], GRASS.base));
  stripesAcross(s, -40, 40, 1.3, 6, 24);
  haze(s, '#e3ead0', 140, 0.35);
  const hedge = r(10);
  for (let X = -24; X <= 24; X += 1.1) shrub(s, hedge, X, 24, { radius: 0.8, color: '#386f36', tall: 1.3 });
  tree(s, r(4), 7, 19, { height: 10, crown: 3.6, leaf: '#3f7a36' });
  tree(s, r(5), -9, 17, { height: 9, crown: 3.2, leaf: '#4a8440' });
  // The bed behind the patio, with a stone edge and a flowering tree.
  const p = r(6);
  bed(s, r(7), -5.5, 5.5, 11.5, 3.2, { waves: 1, phase: Math.PI });
  tree(s, p, -2.4, 10.6, { height: 3.6, crown: 1.6, leaf: '#e7a3bd', trunk: '#4d3a2e' });
  for (const X of [-4.6, -0.4, 1.6, 3.6]) shrub(s, p, X, 10.5, { radius: 0.55, color: '#3b7b39' });
  ornamentalGrass(s, p, 0.6, 9.6, 1.0);
  ornamentalGrass(s, p, 4.6, 9.7, 0.9);
  shrub(s, p, -3.6, 9.4, { radius: 0.6, color: '#4a8a45', flowers: ['#8fb6e8', '#a9c4ee'] });
  shrub(s, p, 2.7, 9.3, { radius: 0.6, color: '#4a8a45', flowers: ['#f3f3f7', '#e9eef9'] });
  flowerRow(s, p, [-4.8, 8.9], [4.8, 8.9], ['#f4c430', '#e0475b', '#f5f0e6', '#9b6fd1'], 0.35);
  patio(s, r(8), -4.6, 4.6, 2.2, 8.4, { colors: ['#a9a6a1', '#c0bcb5', '#8f8c88', '#b6aa98'], border: '#595550', joint: '#7b7771', pw: 0.5, pd: 0.33 });
  firePit(s, r(9), 0.2, 5.6);
  adirondack(s, -1.9, 5.0, 1, '#3f7392');
  adirondack(s, 2.3, 5.0, -1, '#3f7392');
  light(s, 250, 160, '#ffeec4', 0.22);
  return s;
}

function westWindsor() {
  const s = new Scene(1600, 1200, { vx: 800, horizon: 520, focal: 1400, height: 1.6 });
  const r = (n: number) => rng(500 + n);
  morning(s, r(1), { x: 240, y: 200, r: 34 }, 55);
  s.add(poly([[0, s.cam.horizon], [s.w, s.cam.horizon], [s.w, s.h], [0, s.h]], GRASS.base));
  stripesAway(s, -60, 60, 1.2, 0.5, 60);
  haze(s, '#e4ecd3', 160, 0.45);
  house(s, 3, 30, { width: 16, floors: 1, wall: '#b9c7b4', roof: '#545a5e', shutter: '#33473d', door: '#6d2f2f', garage: { width: 6, side: 'left' } });
  const p = r(3);
  bed(s, r(4), -8, 12, 30, 1.6, { waves: 3 });
  for (let X = -7; X <= 11; X += 1.6) if (Math.abs(X - 3) > 1.4) shrub(s, p, X, 29.5, { radius: 0.6, color: '#3d7d3a' });
  tree(s, p, -13, 26, { height: 11, crown: 4, leaf: '#40803a' });
  tree(s, p, 16, 24, { height: 10, crown: 3.6, leaf: '#3f7a36' });
  // A row of new spray heads watering the lawn, nearest last.
  const heads: Array<[number, number, number, number, number]> = [
    [-7, 20, 0, 180, 4.2],
    [5, 21, 0, 180, 4.2],
    [-1, 15, 0, 360, 4.5],
    [9, 14, 0, 360, 4.5],
    [-8, 11, 0, 360, 4.2],
    [4, 8.5, 0, 360, 4.2],
    [-3, 5.5, 30, 330, 3.6],
  ];
  for (const [X, Z, a0, a1, reach] of heads) sprinkler(s, p, X, Z, { reach, a0, a1, rise: 0.9, streams: Math.round((a1 - a0) / 11) });
  light(s, 240, 200, '#fff1c8', 0.3);
  return s;
}

function lawnMaintenance() {
  const s = new Scene(1600, 1067, { vx: 800, horizon: 380, focal: 1400, height: 1.7 });
  const r = (n: number) => rng(600 + n);
  morning(s, r(1), { x: 1380, y: 150, r: 30 }, 40);
  s.add(poly([[0, s.cam.horizon], [s.w, s.cam.horizon], [s.w, s.h], [0, s.h]], GRASS.uncut));
  // Hedge and trees across the back of the lawn.
  const h = r(2);
  tree(s, h, -10, 24, { height: 11, crown: 4, leaf: '#40803a', shadow: false });
  tree(s, h, 9, 26, { height: 12, crown: 4.5, leaf: '#3c7535', shadow: false });
  const zHedge = 20;
  // Mowed stripes from the hedge forward; the band with the mower is half done, nearer bands uncut.
  const band = 1.1;
  const mowerZ = 4.9;
  const cur = Math.floor((mowerZ - 2) / band);
  const bandZ = 2 + cur * band;
  stripesAcross(s, -40, 40, band, bandZ + band, zHedge + 2, { ...GRASS, light: GRASS.dark, dark: GRASS.light });
  s.add(poly([s.P(-40, bandZ), s.P(0.3, bandZ), s.P(0.3, bandZ + band), s.P(-40, bandZ + band)], cur % 2 ? GRASS.dark : GRASS.light));
  haze(s, '#e3ead0', 120, 0.35);
  for (let X = -30; X <= 30; X += 1.0) shrub(s, h, X, zHedge, { radius: 0.75, color: '#356f33', tall: 1.2 });
  tree(s, h, 4, 23, { height: 6, crown: 2.2, leaf: '#b5473a', shadow: false });
  // Uncut grass: tufts across the near bands and ahead of the mower.
  const t = r(3);
  const spots: Pt[] = [];
  for (let i = 0; i < 700; i++) {
    const Z = between(t, 1.4, bandZ);
    spots.push([between(t, -3, 3) * Z * 0.7, Z]);
  }
  for (let i = 0; i < 120; i++) spots.push([between(t, 1.2, 8), between(t, bandZ + 0.05, bandZ + band - 0.05)]);
  spots.sort((a, b) => b[1] - a[1]);
  tufts(s, t, spots, ['#4f8a35', '#6fa64a', '#568f3a', '#7fb455'], 0.1);
  mowerAndCrew(s, 0.2, bandZ + band / 2);
  light(s, 1380, 150, '#fff0c8', 0.25);
  return s;
}

function landscaping() {
  const s = new Scene(1600, 1067, { vx: 800, horizon: 300, focal: 1300, height: 1.6 });
  const r = (n: number) => rng(700 + n);
  sky(s, '#8cc2ea', '#f2ead8');
  const zWall = 9;
  s.add(poly([[0, s.cam.horizon], [s.w, s.cam.horizon], [s.w, s.h], [0, s.h]], GRASS.base));
  house(s, -0.5, zWall, { width: 14, floors: 2, wall: '#e9e3d6', roof: '#4f4a46', shutter: '#3c4f5c', door: '#2d4a3e' });
  stripesAway(s, -30, 30, 1.0, 0.5, zWall);
  const p = r(2);
  bed(s, r(3), -9, 9, zWall, 4.6, { waves: 1.6, phase: 0.2 });
  // Plantings: a maple, hydrangeas, boxwood, grasses and annuals in front.
  for (const X of [-2.5, 2.4, 4.1, 5.8]) shrub(s, p, X, zWall - 0.6, { radius: 0.55, color: '#3b7b39' });
  tree(s, p, -4.4, zWall - 0.9, { height: 3.6, crown: 1.5, leaf: '#a8342c', trunk: '#4a3428' });
  shrub(s, p, 3.4, zWall - 1.8, { radius: 0.75, color: '#4a8a45', flowers: ['#7ea7e6', '#a9b9f0', '#c4a6e6'] });
  shrub(s, p, -2.1, zWall - 2.0, { radius: 0.75, color: '#4a8a45', flowers: ['#f3f3f7', '#e3ecf8'] });
  ornamentalGrass(s, p, 6.7, zWall - 2.0, 1.1);
  ornamentalGrass(s, p, -5.2, zWall - 2.6, 1.0);
  shrub(s, p, 0.9, zWall - 2.4, { radius: 0.45, color: '#356f33' });
  flowerRow(s, p, [-6.2, zWall - 3.3], [-1.2, zWall - 3.0], ['#e0475b', '#f4c430'], 0.3);
  flowerRow(s, p, [1.6, zWall - 3.2], [7.0, zWall - 3.4], ['#9b6fd1', '#f5f0e6', '#e86aa1'], 0.3);
  light(s, 100, 100, '#fff0c8', 0.25);
  return s;
}

function irrigation() {
  const s = new Scene(1600, 1067, { vx: 800, horizon: 330, focal: 1300, height: 1.1 });
  const r = (n: number) => rng(800 + n);
  morning(s, r(1), { x: 1250, y: 150, r: 34 }, 75);
  s.add(poly([[0, s.cam.horizon], [s.w, s.cam.horizon], [s.w, s.h], [0, s.h]], GRASS.base));
  stripesAway(s, -40, 40, 1.0, 0.5, 40);
  haze(s, '#e4ecd3', 130, 0.45);
  const p = r(2);
  fence(s, r(3), -25, 25, 24, 1.2, '#eeeeea');
  bed(s, r(4), -25, 25, 23.8, 2, { waves: 4 });
  for (let X = -14; X <= 14; X += 1.8) shrub(s, p, X + between(p, -0.3, 0.3), 23.2, { radius: 0.7, color: '#3d7d3a', flowers: p() < 0.4 ? ['#e86aa1'] : [] });
  tree(s, p, -11, 28, { height: 10, crown: 4, leaf: '#40803a', shadow: false });
  tree(s, p, 12, 30, { height: 11, crown: 4.2, leaf: '#3c7535', shadow: false });
  sprinkler(s, p, 7, 16, { reach: 4.5, a0: 0, a1: 360, rise: 0.9, streams: 30 });
  sprinkler(s, p, -7, 13, { reach: 4.5, a0: 0, a1: 360, rise: 0.9, streams: 30 });
  sprinkler(s, p, 3.2, 8, { reach: 4, a0: 0, a1: 360, rise: 0.8, streams: 34 });
  sprinkler(s, p, -1.2, 3.2, { reach: 3.4, a0: 15, a1: 165, rise: 0.75, streams: 24 });
  light(s, 1250, 150, '#fff1c8', 0.16);
  return s;
}

/** The mark: a leaf, square, to sit left of the business name as the drawn mark did. */
function logo(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 160 160">` +
    `<g transform="translate(4 18) rotate(-35 78 62)">` +
    `<path d="M20,64 C40,18 112,10 142,62 C112,112 42,108 20,64 Z" fill="#3f9142"/>` +
    `<path d="M20,64 C44,30 108,22 142,62 C112,56 60,58 20,64 Z" fill="#6fbf4b"/>` +
    `<path d="M8,64 L142,62" stroke="#1f5f2a" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M50,63 L64,44 M78,63 L94,40 M106,62 L118,44 M56,64 L70,82 M86,63 L100,84" stroke="#1f5f2a" stroke-width="3" stroke-linecap="round" fill="none"/>` +
    `</g></svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Render

const photos: Array<{ file: string; draw: () => Scene; alt: string }> = [
  { file: 'hero-front-lawn.jpg', draw: hero, alt: 'A freshly striped front lawn before a white colonial house with dark shutters and a red door, in soft morning light.' },
  { file: 'service-lawn-maintenance.jpg', draw: lawnMaintenance, alt: 'A crew member pushing a red mower across a lawn, leaving neat light and dark mowing stripes.' },
  { file: 'service-landscaping.jpg', draw: landscaping, alt: 'A freshly mulched garden bed with a natural stone edge, rounded shrubs, hydrangeas, a red Japanese maple and flowers in front of a house.' },
  { file: 'service-irrigation.jpg', draw: irrigation, alt: 'Pop-up sprinkler heads spraying arcs of water over a green lawn in the morning sun.' },
  { file: 'project-monroe-before.jpg', draw: () => monroe('before'), alt: 'Before: a patchy, weedy front lawn with brown spots and overgrown shrubs in front of a tan colonial house.' },
  { file: 'project-monroe-after.jpg', draw: () => monroe('after'), alt: 'After: the same front lawn thick and green with mowing stripes, fresh mulch beds, trimmed shrubs and flowers.' },
  { file: 'project-plainsboro-before.jpg', draw: () => plainsboro('before'), alt: 'Before: a back yard of bare dirt and weeds with overgrown brush along the wooden fence.' },
  { file: 'project-plainsboro-after.jpg', draw: () => plainsboro('after'), alt: 'After: the same back yard with a paver patio and umbrella table, a striped lawn and mulched planting beds along the fence.' },
  { file: 'project-cranbury-patio.jpg', draw: cranbury, alt: 'A new paver patio with a stone fire pit and two Adirondack chairs, backed by a planted bed with a flowering tree.' },
  { file: 'project-west-windsor-sprinklers.jpg', draw: westWindsor, alt: 'A new irrigation system: sprinkler heads watering a wide green lawn in front of a ranch house.' },
];

const started = performance.now();
await mkdir(outDir, { recursive: true });
const only = process.argv.slice(2);
const jpeg = { quality: 80, mozjpeg: true, progressive: true } as const;
for (const photo of photos) {
  if (only.length && !only.some((o) => photo.file.includes(o))) continue;
  const svg = photo.draw().svg();
  await writeFile(join(outDir, photo.file), await sharp(Buffer.from(svg)).jpeg(jpeg).toBuffer());
}
if (!only.length || only.some((o) => 'logo.png'.includes(o))) {
  const png = await sharp(Buffer.from(logo())).png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 }).toBuffer();
  await writeFile(join(outDir, 'logo.png'), png);
}

let total = 0;
for (const file of (await readdir(outDir)).filter((f) => /\.(jpe?g|png)$/.test(f)).sort()) {
  const { size } = await stat(join(outDir, file));
  total += size;
  console.log(`${file.padEnd(40)} ${String(size).padStart(9)} bytes`);
}
console.log(`${'total'.padEnd(40)} ${String(total).padStart(9)} bytes, made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log('\nSuggested alt text:');
console.log(`logo.png: (decorative next to the business name: alt="")`);
for (const photo of photos) console.log(`${photo.file}: ${photo.alt}`);
