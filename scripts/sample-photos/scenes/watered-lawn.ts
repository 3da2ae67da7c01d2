// Sprinklers watering a back lawn in the morning sun.
import { between, rng } from '../drawing/random.js';
import { Scene } from '../drawing/scene.js';
import { poly } from '../drawing/svg.js';
import { fence } from '../parts/fence.js';
import { bed } from '../parts/mulch-bed.js';
import { shrub } from '../parts/shrubs-and-flowers.js';
import { haze, light, morning } from '../parts/sky.js';
import { sprinkler } from '../parts/sprinkler.js';
import { GRASS, stripesAway } from '../parts/striped-lawn.js';
import { tree } from '../parts/trees.js';

export function wateredLawn() {
  const s = new Scene(1600, 1067, { vx: 800, horizon: 330, focal: 1300, height: 1.1 });
  const r = (n: number) => rng(800 + n);
  morning(s, r(1), { x: 1250, y: 150, r: 34 }, 75);
  s.add(poly([[0, s.cam.horizon], [s.w, s.cam.horizon], [s.w, s.h], [0, s.h]], GRASS.base));
  stripesAway(s, -40, 40, 1.0, 0.5, 40);
  haze(s, '#e4ecd3', 130, 0.45);
  const p = r(2);
  fence(s, r(3), -25, 25, 24, 1.2, '#eeeeea');
  bed(s, r(4), -25, 25, 23.8, 2, { waves: 4 });
  for (let X = -14; X <= 14; X += 1.8) shrub(s, p, X + between(p, -0.3, 0.3), 23.2, { radius: 0.7, color: '#3d7d3a', flowers: p() < 0.4 ? ['#e86aa1'] : [] });
  tree(s, p, -11, 28, { height: 10, crown: 4, leaf: '#40803a', shadow: false });
  tree(s, p, 12, 30, { height: 11, crown: 4.2, leaf: '#3c7535', shadow: false });
  sprinkler(s, p, 7, 16, { reach: 4.5, a0: 0, a1: 360, rise: 0.9, streams: 30 });
  sprinkler(s, p, -7, 13, { reach: 4.5, a0: 0, a1: 360, rise: 0.9, streams: 30 });
  sprinkler(s, p, 3.2, 8, { reach: 4, a0: 0, a1: 360, rise: 0.8, streams: 34 });
  sprinkler(s, p, -1.2, 3.2, { reach: 3.4, a0: 15, a1: 165, rise: 0.75, streams: 24 });
  light(s, 1250, 150, '#fff1c8', 0.16);
  return s;
}
