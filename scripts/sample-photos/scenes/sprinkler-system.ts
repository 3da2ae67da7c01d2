// A newly installed sprinkler system watering the lawn of a ranch house.
import { rng } from '../drawing/random.js';
import { Scene } from '../drawing/scene.js';
import { poly } from '../drawing/svg.js';
import { house } from '../parts/house.js';
import { bed } from '../parts/mulch-bed.js';
import { shrub } from '../parts/shrubs-and-flowers.js';
import { haze, light, morning } from '../parts/sky.js';
import { sprinkler } from '../parts/sprinkler.js';
import { GRASS, stripesAway } from '../parts/striped-lawn.js';
import { tree } from '../parts/trees.js';

export function newSprinklerSystem() {
  const s = new Scene(1600, 1200, { vx: 800, horizon: 520, focal: 1400, height: 1.6 });
  const r = (n: number) => rng(500 + n);
  morning(s, r(1), { x: 240, y: 200, r: 34 }, 55);
  s.add(poly([[0, s.cam.horizon], [s.w, s.cam.horizon], [s.w, s.h], [0, s.h]], GRASS.base));
  stripesAway(s, -60, 60, 1.2, 0.5, 60);
  haze(s, '#e4ecd3', 160, 0.45);
  house(s, 3, 30, { width: 16, floors: 1, wall: '#b9c7b4', roof: '#545a5e', shutter: '#33473d', door: '#6d2f2f', garage: { width: 6, side: 'left' } });
  const p = r(3);
  bed(s, r(4), -8, 12, 30, 1.6, { waves: 3 });
  for (let X = -7; X <= 11; X += 1.6) if (Math.abs(X - 3) > 1.4) shrub(s, p, X, 29.5, { radius: 0.6, color: '#3d7d3a' });
  tree(s, p, -13, 26, { height: 11, crown: 4, leaf: '#40803a' });
  tree(s, p, 16, 24, { height: 10, crown: 3.6, leaf: '#3f7a36' });
  // A row of new spray heads watering the lawn, nearest last.
  const heads: Array<[number, number, number, number, number]> = [
    [-7, 20, 0, 180, 4.2],
    [5, 21, 0, 180, 4.2],
    [-1, 15, 0, 360, 4.5],
    [9, 14, 0, 360, 4.5],
    [-8, 11, 0, 360, 4.2],
    [4, 8.5, 0, 360, 4.2],
    [-3, 5.5, 30, 330, 3.6],
  ];
  for (const [X, Z, a0, a1, reach] of heads) sprinkler(s, p, X, Z, { reach, a0, a1, rise: 0.9, streams: Math.round((a1 - a0) / 11) });
  light(s, 240, 200, '#fff1c8', 0.3);
  return s;
}
