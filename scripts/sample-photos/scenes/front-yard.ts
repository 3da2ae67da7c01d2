// A colonial house behind its front lawn: the home page banner, and a lawn renovation before and after.
import { between, rng } from '../drawing/random.js';
import { groundShape, Scene, type BeforeOrAfter } from '../drawing/scene.js';
import { poly, pts, type Pt } from '../drawing/svg.js';
import { house, type HouseSpec } from '../parts/house.js';
import { bed } from '../parts/mulch-bed.js';
import { flowerRow, shrub } from '../parts/shrubs-and-flowers.js';
import { haze, light, morning } from '../parts/sky.js';
import { GRASS, stripesAway, tufts } from '../parts/striped-lawn.js';
import { evergreen, tree } from '../parts/trees.js';
import { patchyLawn, weedTuft } from '../parts/weedy-lawn.js';

/** A colonial house front with a front lawn: the home page banner and the front lawn renovation's before/after. */
function frontYard(s: Scene, seed: number, spec: HouseSpec, o: { houseX: number; houseZ: number; state: BeforeOrAfter; stripe?: number }) {
  const r = (n: number) => rng(seed * 100 + n);
  const { houseX: hx, houseZ: hz } = o;
  const { w } = s;
  morning(s, r(1), { x: w * 0.13, y: s.cam.horizon * 0.42, r: w * 0.022 });
  s.add(poly([[0, s.cam.horizon], [w, s.cam.horizon], [w, s.h], [0, s.h]], o.state === 'after' ? GRASS.base : '#97a453'));
  haze(s, '#dfe8c8', (s.h - s.cam.horizon) * 0.3, 0.5);
  const garageLeft = spec.garage?.side === 'left';
  const gw = spec.garage?.width ?? 0;
  const doorX = hx;
  const drive = garageLeft ? [hx - spec.width / 2 - gw + 0.4, hx - spec.width / 2 - 0.4] : [hx + spec.width / 2 + 0.4, hx + spec.width / 2 + gw - 0.4];
  const lawn = r(5);
  if (o.state === 'after') stripesAway(s, hx - 30, hx + 30, o.stripe ?? 1.2, 0.5, hz + 6);
  else patchyLawn(s, lawn, -30, 30, 2, hz, (X, Z) => Z > hz - 2.6 && Math.abs(X - hx) < spec.width / 2 + gw + 1);
  haze(s, '#e8eed5', (s.h - s.cam.horizon) * 0.18, 0.35);
  // Trees behind the house.
  tree(s, r(2), hx - spec.width / 2 - 5, hz + 9, { height: 12, crown: 4.2, leaf: '#4b8640', shadow: false });
  tree(s, r(3), hx + spec.width / 2 + 3, hz + 12, { height: 13, crown: 4.6, leaf: '#467d3c', shadow: false });
  evergreen(s, r(4), hx - spec.width / 2 - 1.5, hz + 7, 10, 3.2, '#35663c');
  house(s, hx, hz, spec);
  // Driveway and front walk.
  s.add(groundShape(s, [[drive[0]!, 0.5], [drive[1]!, 0.5], [drive[1]!, hz], [drive[0]!, hz]], o.state === 'after' ? '#8d8f91' : '#85837d', '', false));
  s.add(groundShape(s, [[doorX - 0.65, 0.5], [doorX + 0.65, 0.5], [doorX + 0.65, hz - 0.3], [doorX - 0.65, hz - 0.3]], '#c9bfae', '', false));
  let joints = '';
  for (let Z = 1; Z < hz - 0.3; Z += 0.6) joints += `M${pts([s.P(doorX - 0.65, Z)])}L${pts([s.P(doorX + 0.65, Z)])}`;
  s.add(`<path d="${joints}" stroke="#a89d8b" stroke-width="2"/>`);
  // Foundation bed along the front of the house.
  const plants = r(7);
  const bedL = hx - spec.width / 2 - 0.8;
  const bedR = hx + spec.width / 2 + 0.8;
  if (o.state === 'after') {
    bed(s, r(8), bedL, doorX - 1.4, hz, 3.0, { waves: 1.2, phase: 0.6 });
    bed(s, r(9), doorX + 1.4, bedR, hz, 3.0, { waves: 1.2, phase: 2.2 });
    for (const [a, b] of [[bedL + 0.3, doorX - 1.7], [doorX + 1.7, bedR - 0.3]] as const) {
      for (let X = a; X <= b; X += 1.25) shrub(s, plants, X, hz - 0.65, { radius: 0.55, color: '#3d7d3a' });
    }
    shrub(s, plants, bedL + 0.1, hz - 0.9, { radius: 0.8, color: '#4a8a45', flowers: ['#8fb6e8', '#b7a3e0'] });
    shrub(s, plants, bedR - 0.1, hz - 0.9, { radius: 0.8, color: '#4a8a45', flowers: ['#8fb6e8', '#f0f0f5'] });
    flowerRow(s, plants, [bedL + 0.6, hz - 1.7], [doorX - 1.8, hz - 1.8], ['#e0475b', '#f2f2f2', '#e86aa1']);
    flowerRow(s, plants, [doorX + 1.8, hz - 1.8], [bedR - 0.6, hz - 1.7], ['#e0475b', '#f2f2f2', '#e86aa1']);
  } else {
    bed(s, r(8), bedL, bedR, hz, 2.6, { mulch: '#7d6244', stones: false, waves: 1.5 });
    for (let X = bedL + 0.3; X <= bedR - 0.3; X += 1.5) {
      if (Math.abs(X - doorX) < 1.6) continue;
      shrub(s, plants, X, hz - 0.7, { radius: 0.75, color: '#5d7d3a', shaggy: true });
    }
    const weeds = r(10);
    for (let i = 0; i < 40; i++) weedTuft(s, weeds, between(weeds, bedL, bedR), hz - between(weeds, 0.2, 1.9));
    s.add(groundShape(s, [[doorX - 0.65, 0.5], [doorX + 0.65, 0.5], [doorX + 0.65, hz - 0.3], [doorX - 0.65, hz - 0.3]], '#000000', ' opacity="0.08"', false));
    for (let Z = 1.5; Z < hz - 2.5; Z += 0.9) {
      weedTuft(s, weeds, doorX - 0.65 + between(weeds, -0.05, 0.1), Z);
      weedTuft(s, weeds, doorX + 0.65 + between(weeds, -0.1, 0.05), Z + 0.4);
    }
  }
}

export function frontLawnBanner() {
  const s = new Scene(2400, 1350, { vx: 1250, horizon: 700, focal: 2150, height: 2.6 });
  frontYard(
    s,
    1,
    { width: 11.5, floors: 2, wall: '#f2efe7', roof: '#4b5058', shutter: '#2f3d36', door: '#8e2b2b', garage: { width: 5.8, side: 'right' } },
    { houseX: 0.8, houseZ: 24, state: 'after', stripe: 1.25 },
  );
  const r = rng(177);
  tree(s, r, -10.5, 17, { height: 12, crown: 4.6, leaf: '#3f7f36' });
  evergreen(s, r, 12.8, 22, 7.5, 2.2);
  shrub(s, r, 11.8, 21.2, { radius: 0.9, color: '#3f7b3a' });
  tufts(s, r, Array.from({ length: 60 }, (_, i): Pt => [-7 + i * 0.25 + between(r, -0.1, 0.1), 3.3 + between(r, 0, 0.3)]), ['#5c9a3c', '#8cc664', '#4f8a35']);
  light(s, 250, 280);
  return s;
}

export function lawnRenovation(state: BeforeOrAfter) {
  const s = new Scene(1600, 1200, { vx: 820, horizon: 560, focal: 1500, height: 2.5 });
  frontYard(
    s,
    2,
    { width: 10, floors: 2, wall: '#dccdb0', roof: '#5a514a', shutter: '#2c4a3a', door: '#1f3b57', garage: { width: 5, side: 'left' } },
    { houseX: 1.6, houseZ: 21, state, stripe: 1.1 },
  );
  const r = rng(277);
  tree(s, r, 10, 15.5, { height: 11, crown: 3.8, leaf: state === 'after' ? '#3f7f36' : '#4d7a37' });
  light(s, 160, 250);
  return s;
}
