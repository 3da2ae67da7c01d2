// A back yard seen from the house, before and after a makeover.
import { vary } from '../drawing/colour.js';
import { between, pick, rng } from '../drawing/random.js';
import { groundBlob, Scene, type BeforeOrAfter } from '../drawing/scene.js';
import { ellipse, n1, poly, type Pt } from '../drawing/svg.js';
import { fence } from '../parts/fence.js';
import { bed, stoneEdge } from '../parts/mulch-bed.js';
import { tableAndUmbrella } from '../parts/patio-furniture.js';
import { patio } from '../parts/patio.js';
import { flowerRow, ornamentalGrass, shrub } from '../parts/shrubs-and-flowers.js';
import { clouds, light, sky, woods } from '../parts/sky.js';
import { GRASS, stripesAway } from '../parts/striped-lawn.js';
import { evergreen, tree } from '../parts/trees.js';
import { dandelion, weedTuft } from '../parts/weedy-lawn.js';

/** Back yard seen from the house: fence, woods, and either a dirt lot or new beds and a patio. */
export function backYardMakeover(state: BeforeOrAfter) {
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
