import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Change } from '../config/key-path.js';
import { applyChanges } from './yaml-edit.js';
import { keyOrderFromSchema, type KeyOrder } from './yaml-key-order.js';

export interface SaveTiming {
  site: string;
  change: string;
  lines: number;
  /** Median time of one `applyChanges` call with one `set`, in milliseconds. */
  medianMs: number;
  maxMs: number;
}

/** site.yaml's text with its towns copied until there are `count` (slugs and names made unique). */
export function siteWithTowns(text: string, count: number): string {
  const start = text.indexOf('\ntowns:\n');
  const end = text.indexOf('\n\n', start + 1);
  if (start < 0 || end < 0) throw new Error('expected a block `towns:` list followed by a blank line');
  const items = text.slice(start + '\ntowns:\n'.length, end + 1).split(/(?=^ {2}- )/m);
  const copies: string[] = [];
  for (let i = 0; copies.length < count; i++) {
    const item = items[i % items.length]!;
    const round = Math.floor(i / items.length);
    copies.push(round ? item.replace(/^( {2}- name: .*)$/m, `$1 ${round}`).replace(/^( {4}slug: .*)$/m, `$1-${round}`) : item);
  }
  return `${text.slice(0, start)}\ntowns:\n${copies.join('')}${text.slice(end + 1)}`;
}

function time(text: string, changes: readonly Change[], keyOrder: KeyOrder, runs: number): { medianMs: number; maxMs: number } {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    applyChanges(text, changes, keyOrder);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { medianMs: samples[Math.floor(samples.length / 2)]!, maxMs: samples[samples.length - 1]! };
}

/**
 * How long a save takes, for the default site.yaml and for the same site with 1,000 towns: one
 * `applyChanges` call (parse, locate, splice) per run, for a changed text inside a town, the
 * headline and a new town, after warm-up runs. `npx tsx -e "import('./src/editor/yaml-bench.ts').then((m) => console.table(m.benchSave()))"`
 */
export function benchSave(siteFile = 'site.yaml', schemaFile = 'schema/site.schema.json', runs = 20): SaveTiming[] {
  const text = readFileSync(siteFile, 'utf8');
  const keyOrder = keyOrderFromSchema(JSON.parse(readFileSync(schemaFile, 'utf8')) as object);
  const changes: { change: string; changes: Change[] }[] = [
    { change: "a town's text", changes: [{ op: 'set', path: ['towns', 2, 'intro'], value: 'A new introduction for the town, written in the editor.' }] },
    { change: 'the headline', changes: [{ op: 'set', path: ['hero', 'headline'], value: 'Beautiful Lawns, All Season' }] },
    { change: 'a new town', changes: [{ op: 'insert', path: ['towns'], index: 8, value: { name: 'Jamesburg', slug: 'jamesburg', intro: 'A small town.' } }] },
  ];
  const sites = [
    { site: 'default site', text },
    { site: '1,000 towns', text: siteWithTowns(text, 1000) },
  ];
  return sites.flatMap(({ site, text: siteText }) =>
    changes.map(({ change, changes: list }) => {
      time(siteText, list, keyOrder, 2); // warm-up: the first calls compile the code paths
      return { site, change, lines: siteText.split('\n').length, ...time(siteText, list, keyOrder, runs) };
    }),
  );
}
