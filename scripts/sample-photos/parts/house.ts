// The front of a house: walls, roof, windows, front door and an optional garage.
import { mix } from '../drawing/colour.js';
import { linear, type Scene } from '../drawing/scene.js';
import { circle, n1, poly, pts, type Pt } from '../drawing/svg.js';

export interface HouseSpec {
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
export function house(s: Scene, X: number, Z: number, h: HouseSpec) {
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
