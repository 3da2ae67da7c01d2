// SVG markup from pixel positions: shapes, and smooth curves through points.

export type Pt = [number, number];

/** One decimal is plenty for pixels and keeps the SVG short. */
export const n1 = (v: number) => String(Math.round(v * 10) / 10);
export const pts = (list: Pt[]) => list.map(([x, y]) => `${n1(x)},${n1(y)}`).join(' ');

/** A smooth curve through the points (Catmull-Rom turned into cubic Béziers). */
export function smooth(p: Pt[], closed = true): string {
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

export const poly = (p: Pt[], fill: string, extra = '') => `<polygon points="${pts(p)}" fill="${fill}"${extra}/>`;
export const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="${n1(rx)}" ry="${n1(ry)}" fill="${fill}"${extra}/>`;
