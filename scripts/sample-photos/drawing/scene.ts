// The scene: an SVG being built, and the camera that puts ground positions on it.
//
// Things are placed on the ground in metres (X across, Z away from the viewer) and P() projects
// them to pixels, so lawn stripes, patios and sprinkler arcs come out in perspective and shrink
// with distance.
import type { Rng } from './random.js';
import { poly, smooth, type Pt } from './svg.js';

/** A project's photo pair shows the place before the work or after it. */
export type BeforeOrAfter = 'before' | 'after';

interface Camera {
  /** Where straight-ahead lines meet, in pixels. */
  vx: number;
  horizon: number;
  /** Focal length in pixels, and the camera's height above the ground in metres. */
  focal: number;
  height: number;
}

export class Scene {
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

export function linear(s: Scene, stops: Array<[number, string, number?]>, vertical = true): string {
  const [x2, y2] = vertical ? [0, 1] : [1, 0];
  return s.def(
    'g',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
      stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('') +
      `</linearGradient>`,
  );
}

export function radial(s: Scene, stops: Array<[number, string, number?]>): string {
  return s.def(
    'r',
    (id) =>
      `<radialGradient id="${id}">` +
      stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('') +
      `</radialGradient>`,
  );
}

/** A shape lying on the ground, given in metres, drawn in perspective. */
export function groundShape(s: Scene, ground: Pt[], fill: string, extra = '', curved = true): string {
  const p = ground.map(([X, Z]) => s.P(X, Z));
  return curved ? `<path d="${smooth(p)}" fill="${fill}"${extra}/>` : poly(p, fill, extra);
}

/** An irregular round patch on the ground. */
export function groundBlob(s: Scene, r: Rng, X: number, Z: number, rad: number, fill: string, jitter = 0.3, extra = '') {
  const n = 9;
  const ring: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = rad * (1 + jitter * (r() * 2 - 1));
    ring.push([X + Math.cos(a) * k, Z + Math.sin(a) * k * 0.9]);
  }
  return groundShape(s, ring, fill, extra);
}
