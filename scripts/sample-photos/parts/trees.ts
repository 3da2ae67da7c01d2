// Trees: broadleaf ones and columnar evergreens.
import { mix, vary } from '../drawing/colour.js';
import { between, type Rng } from '../drawing/random.js';
import { groundBlob, type Scene } from '../drawing/scene.js';
import { circle, poly, smooth, type Pt } from '../drawing/svg.js';

interface TreeSpec {
  height: number;
  crown: number;
  leaf?: string;
  trunk?: string;
  shadow?: boolean;
}

/** A broadleaf tree standing at (X, Z): a trunk and a crown of overlapping round clumps. */
export function tree(s: Scene, r: Rng, X: number, Z: number, t: TreeSpec) {
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
export function evergreen(s: Scene, r: Rng, X: number, Z: number, height: number, width: number, color = '#2f6b3a') {
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
