// A crew member mowing stripes into a lawn.
import { between, rng } from '../drawing/random.js';
import { Scene } from '../drawing/scene.js';
import { poly, type Pt } from '../drawing/svg.js';
import { mowerAndCrew } from '../parts/mower.js';
import { shrub } from '../parts/shrubs-and-flowers.js';
import { haze, light, morning } from '../parts/sky.js';
import { GRASS, stripesAcross, tufts } from '../parts/striped-lawn.js';
import { tree } from '../parts/trees.js';

export function mowing() {
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
