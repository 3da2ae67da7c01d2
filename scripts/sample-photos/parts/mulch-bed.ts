// A mulched planting bed with a natural stone edge.
import { mix, vary } from '../drawing/colour.js';
import { between, pick, type Rng } from '../drawing/random.js';
import type { Scene } from '../drawing/scene.js';
import { ellipse, smooth, type Pt } from '../drawing/svg.js';

/**
 * A mulched bed against a back line at zBack, with a curving front edge. Returns the front edge
 * (ground points, left to right) for stones and planting.
 */
export function bed(
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
export function stoneEdge(s: Scene, r: Rng, line: Pt[], size = 0.34) {
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
