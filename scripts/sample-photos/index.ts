// Sample photos for the default site: `npx tsx scripts/sample-photos/index.ts [name…]` (names
// pick some of the files, `monroe` or `logo`; none makes all).
//
// Every image in photos/ is a generated illustration drawn by these modules, not a photograph:
// each scene (scenes/) is built as an SVG string from simple parts (parts/: sky, trees, a house
// front, a lawn, beds, pavers, sprinklers) and rendered with sharp to JPEG (the logo to PNG). A
// seeded random number generator places the details, so running the script again gives the same
// files, byte for byte.
//
// They exist so the default site shows every photo slot filled. A business using this site
// replaces them with photos of its own work (and points site.yaml at those instead). The files
// keep the names site.yaml gives them. After drawing them again, run npm run sample-site: the
// launch check knows the drawings by their bytes (src/config/sample-site.json).
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Scene } from './drawing/scene.js';
import { backYardMakeover } from './scenes/back-yard.js';
import { firePitPatio } from './scenes/fire-pit-patio.js';
import { frontLawnBanner, lawnRenovation } from './scenes/front-yard.js';
import { logo } from './scenes/logo.js';
import { mowing } from './scenes/mowing.js';
import { plantedBed } from './scenes/planted-bed.js';
import { newSprinklerSystem } from './scenes/sprinkler-system.js';
import { wateredLawn } from './scenes/watered-lawn.js';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'photos');

const photos: Array<{ file: string; draw: () => Scene; alt: string }> = [
  { file: 'hero-front-lawn.jpg', draw: frontLawnBanner, alt: 'A freshly striped front lawn before a white colonial house with dark shutters and a red door, in soft morning light.' },
  { file: 'service-lawn-maintenance.jpg', draw: mowing, alt: 'A crew member pushing a red mower across a lawn, leaving neat light and dark mowing stripes.' },
  { file: 'service-landscaping.jpg', draw: plantedBed, alt: 'A freshly mulched garden bed with a natural stone edge, rounded shrubs, hydrangeas, a red Japanese maple and flowers in front of a house.' },
  { file: 'service-irrigation.jpg', draw: wateredLawn, alt: 'Pop-up sprinkler heads spraying arcs of water over a green lawn in the morning sun.' },
  { file: 'project-monroe-before.jpg', draw: () => lawnRenovation('before'), alt: 'Before: a patchy, weedy front lawn with brown spots and overgrown shrubs in front of a tan colonial house.' },
  { file: 'project-monroe-after.jpg', draw: () => lawnRenovation('after'), alt: 'After: the same front lawn thick and green with mowing stripes, fresh mulch beds, trimmed shrubs and flowers.' },
  { file: 'project-plainsboro-before.jpg', draw: () => backYardMakeover('before'), alt: 'Before: a back yard of bare dirt and weeds with overgrown brush along the wooden fence.' },
  { file: 'project-plainsboro-after.jpg', draw: () => backYardMakeover('after'), alt: 'After: the same back yard with a paver patio and umbrella table, a striped lawn and mulched planting beds along the fence.' },
  { file: 'project-cranbury-patio.jpg', draw: firePitPatio, alt: 'A new paver patio with a stone fire pit and two Adirondack chairs, backed by a planted bed with a flowering tree.' },
  { file: 'project-west-windsor-sprinklers.jpg', draw: newSprinklerSystem, alt: 'A new irrigation system: sprinkler heads watering a wide green lawn in front of a ranch house.' },
];

const started = performance.now();
await mkdir(outDir, { recursive: true });
const only = process.argv.slice(2);
const jpeg = { quality: 80, mozjpeg: true, progressive: true } as const;
for (const photo of photos) {
  if (only.length && !only.some((o) => photo.file.includes(o))) continue;
  const svg = photo.draw().svg();
  await writeFile(join(outDir, photo.file), await sharp(Buffer.from(svg)).jpeg(jpeg).toBuffer());
}
if (!only.length || only.some((o) => 'logo.png'.includes(o))) {
  const png = await sharp(Buffer.from(logo())).png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 }).toBuffer();
  await writeFile(join(outDir, 'logo.png'), png);
}

let total = 0;
for (const file of (await readdir(outDir)).filter((f) => /\.(jpe?g|png)$/.test(f)).sort()) {
  const { size } = await stat(join(outDir, file));
  total += size;
  console.log(`${file.padEnd(40)} ${String(size).padStart(9)} bytes`);
}
console.log(`${'total'.padEnd(40)} ${String(total).padStart(9)} bytes, made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log('\nSuggested alt text:');
console.log(`logo.png: (decorative next to the business name: alt="")`);
for (const photo of photos) console.log(`${photo.file}: ${photo.alt}`);
