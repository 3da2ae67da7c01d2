// A pop-up sprinkler head and its spray.
import { between, type Rng } from '../drawing/random.js';
import { radial, type Scene } from '../drawing/scene.js';
import { circle, ellipse, n1, poly, smooth, type Pt } from '../drawing/svg.js';

/** A pop-up sprinkler at (X, Z) throwing water over the directions a0..a1 (degrees, 90 = away). */
export function sprinkler(s: Scene, r: Rng, X: number, Z: number, o: { reach: number; a0: number; a1: number; rise?: number; streams?: number; jet?: boolean }) {
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
