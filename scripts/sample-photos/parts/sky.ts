// The sky and everything far away: sun, clouds, woods, haze, and the light over the scene.
import { vary } from '../drawing/colour.js';
import { between, type Rng } from '../drawing/random.js';
import { linear, radial, type Scene } from '../drawing/scene.js';
import { circle, ellipse, n1 } from '../drawing/svg.js';

export function sky(s: Scene, top: string, bottom: string, sun?: { x: number; y: number; r: number }) {
  s.add(`<rect width="${s.w}" height="${n1(s.cam.horizon + 2)}" fill="url(#${linear(s, [[0, top], [1, bottom]])})"/>`);
  if (sun) {
    const glow = radial(s, [[0, '#fffbe8', 1], [0.12, '#fff6d6', 0.95], [0.4, '#ffe9b8', 0.35], [1, '#ffe3a8', 0]]);
    s.add(circle(sun.x, sun.y, sun.r * 6, `url(#${glow})`), circle(sun.x, sun.y, sun.r, '#fffdf3'));
  }
}

export function clouds(s: Scene, r: Rng, count: number, yMin: number, yMax: number, tint = '#ffffff') {
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
export function woods(s: Scene, r: Rng, Z: number, Xspan: number, color: string, minH: number, maxH: number) {
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
export function haze(s: Scene, color: string, depth: number, opacity = 0.45) {
  const id = linear(s, [[0, color, opacity], [1, color, 0]]);
  s.add(`<rect x="0" y="${n1(s.cam.horizon - 40)}" width="${s.w}" height="${n1(depth + 40)}" fill="url(#${id})"/>`);
}

/** Warm light from one side and slightly darker corners, the finish on every scene. */
export function light(s: Scene, x: number, y: number, warm = '#ffe7b0', strength = 0.2) {
  const glow = radial(s, [[0, warm, strength], [1, warm, 0]]);
  s.add(circle(x, y, Math.max(s.w, s.h) * 0.9, `url(#${glow})`));
  const vignette = radial(s, [[0.55, '#1d2a18', 0], [1, '#1d2a18', 0.28]]);
  s.add(ellipse(s.w / 2, s.h / 2, s.w * 0.75, s.h * 0.8, `url(#${vignette})`));
}

/** Morning sky with a low sun, clouds and woods behind the property. */
export function morning(s: Scene, r: Rng, sun: { x: number; y: number; r: number }, woodsZ = 48) {
  sky(s, '#7fb8e6', '#fbe7c3', sun);
  clouds(s, r, 6, s.h * 0.06, s.cam.horizon * 0.55);
  woods(s, r, woodsZ + 14, 80, '#8fae98', 9, 16);
  woods(s, r, woodsZ, 60, '#5f8c5c', 8, 14);
}
