// A new paver patio with a fire pit, in front of a planted bed.
import { rng } from '../drawing/random.js';
import { Scene } from '../drawing/scene.js';
import { poly } from '../drawing/svg.js';
import { bed } from '../parts/mulch-bed.js';
import { adirondack, firePit } from '../parts/patio-furniture.js';
import { patio } from '../parts/patio.js';
import { flowerRow, ornamentalGrass, shrub } from '../parts/shrubs-and-flowers.js';
import { clouds, haze, light, sky, woods } from '../parts/sky.js';
import { GRASS, stripesAcross } from '../parts/striped-lawn.js';
import { tree } from '../parts/trees.js';

export function firePitPatio() {
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
