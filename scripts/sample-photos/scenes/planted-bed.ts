// A freshly planted and mulched bed in front of a house.
import { rng } from '../drawing/random.js';
import { Scene } from '../drawing/scene.js';
import { poly } from '../drawing/svg.js';
import { house } from '../parts/house.js';
import { bed } from '../parts/mulch-bed.js';
import { flowerRow, ornamentalGrass, shrub } from '../parts/shrubs-and-flowers.js';
import { light, sky } from '../parts/sky.js';
import { GRASS, stripesAway } from '../parts/striped-lawn.js';
import { tree } from '../parts/trees.js';

export function plantedBed() {
  const s = new Scene(1600, 1067, { vx: 800, horizon: 300, focal: 1300, height: 1.6 });
  const r = (n: number) => rng(700 + n);
  sky(s, '#8cc2ea', '#f2ead8');
  const zWall = 9;
  s.add(poly([[0, s.cam.horizon], [s.w, s.cam.horizon], [s.w, s.h], [0, s.h]], GRASS.base));
  house(s, -0.5, zWall, { width: 14, floors: 2, wall: '#e9e3d6', roof: '#4f4a46', shutter: '#3c4f5c', door: '#2d4a3e' });
  stripesAway(s, -30, 30, 1.0, 0.5, zWall);
  const p = r(2);
  bed(s, r(3), -9, 9, zWall, 4.6, { waves: 1.6, phase: 0.2 });
  // Plantings: a maple, hydrangeas, boxwood, grasses and annuals in front.
  for (const X of [-2.5, 2.4, 4.1, 5.8]) shrub(s, p, X, zWall - 0.6, { radius: 0.55, color: '#3b7b39' });
  tree(s, p, -4.4, zWall - 0.9, { height: 3.6, crown: 1.5, leaf: '#a8342c', trunk: '#4a3428' });
  shrub(s, p, 3.4, zWall - 1.8, { radius: 0.75, color: '#4a8a45', flowers: ['#7ea7e6', '#a9b9f0', '#c4a6e6'] });
  shrub(s, p, -2.1, zWall - 2.0, { radius: 0.75, color: '#4a8a45', flowers: ['#f3f3f7', '#e3ecf8'] });
  ornamentalGrass(s, p, 6.7, zWall - 2.0, 1.1);
  ornamentalGrass(s, p, -5.2, zWall - 2.6, 1.0);
  shrub(s, p, 0.9, zWall - 2.4, { radius: 0.45, color: '#356f33' });
  flowerRow(s, p, [-6.2, zWall - 3.3], [-1.2, zWall - 3.0], ['#e0475b', '#f4c430'], 0.3);
  flowerRow(s, p, [1.6, zWall - 3.2], [7.0, zWall - 3.4], ['#9b6fd1', '#f5f0e6', '#e86aa1'], 0.3);
  light(s, 100, 100, '#fff0c8', 0.25);
  return s;
}
