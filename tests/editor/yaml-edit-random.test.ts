import { readFileSync } from 'node:fs';
import { CORE_SCHEMA, load } from 'js-yaml';
import { parseDocument, type Node } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Change, KeyPath } from '../../src/config/key-path.js';
import { applyChanges } from '../../src/editor/yaml-edit.js';
import { keyOrderFromSchema } from '../../src/editor/yaml-key-order.js';
import { benchSave, siteWithTowns } from '../../src/editor/yaml-bench.js';

const site = readFileSync('site.yaml', 'utf8');
const keyOrder = keyOrderFromSchema(JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as object);

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const texts = ['Fresh mulch', 'Greenway: the best', 'It\'s "great"', '08831', 'true', '2027-05-01', '- dash', 'a # b', 'Two\nparagraphs', '', 'x, y [z]', 'Café ☘', ' spaced '];

type Data = any;

function leaves(data: Data, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(data)) return data.flatMap((item, index) => leaves(item, [...path, index]));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([key, value]) => leaves(value, [...path, key]));
  return [path];
}

function lists(data: Data, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(data)) return [path, ...data.flatMap((item, index) => lists(item, [...path, index]))];
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([key, value]) => lists(value, [...path, key]));
  return [];
}

function at(data: Data, path: KeyPath): Data {
  return path.reduce((node: Data, segment) => node[segment], data);
}

/** One random change, applied to the plain data as well. */
function randomChange(data: Data, next: () => number): Change {
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const kind = next();
  if (kind < 0.45) {
    const path = pick(leaves(data));
    const old = at(data, path);
    const value = typeof old === 'number' ? Math.round(next() * 1000) / 10 : typeof old === 'boolean' ? !old : pick(texts);
    at(data, path.slice(0, -1))[path[path.length - 1]!] = value;
    return { op: 'set', path, value };
  }
  const path = pick(lists(data).filter((list) => (at(data, list) as unknown[]).length > 0));
  const list = at(data, path) as unknown[];
  if (kind < 0.65) {
    const index = Math.floor(next() * (list.length + 1));
    const model = list[Math.floor(next() * list.length)];
    const value = model && typeof model === 'object' ? structuredClone(model) : pick(texts);
    list.splice(index, 0, value);
    return { op: 'insert', path, index, value };
  }
  if (kind < 0.8 && list.length > 0) {
    const index = Math.floor(next() * list.length);
    list.splice(index, 1);
    return { op: 'delete', path: [...path, index] };
  }
  if (list.length < 2) return { op: 'move', path, from: 0, to: 0 };
  const from = Math.floor(next() * list.length);
  const to = Math.floor(next() * list.length);
  list.splice(to, 0, ...list.splice(from, 1));
  return { op: 'move', path, from, to };
}

/** The part of `before` a change may touch: the value itself, or the whole list it changes. */
function touchedRange(before: string, change: Change): [number, number] {
  const document = parseDocument(before, { keepSourceTokens: true });
  const path = change.op === 'set' ? change.path : change.op === 'delete' ? change.path.slice(0, -1) : change.path;
  const node = document.getIn(path, true) as Node | undefined;
  const parent = document.getIn(path.slice(0, -1), true) as Node | undefined;
  const target = node?.range ? node : parent;
  if (!target?.range) return [0, before.length];
  // Whole lines: a block value and the lines of a block list.
  const start = before.lastIndexOf('\n', target.range[0] - 1) + 1;
  const next = before.indexOf('\n', target.range[2] - 1);
  return [Math.max(0, start - 200 * Number(change.op !== 'set')), next < 0 ? before.length : next + 1];
}

describe('random edits of the real site.yaml', () => {
  // 360 edits, each read back twice: as long as the cores allow on a busy machine; past 3 minutes, stuck.
  it('read back as the same data edited the same way, and leave the text outside the touched value as it was', { timeout: 3 * 60_000 }, () => {
    for (let run = 0; run < 60; run++) {
      const next = random(run + 1);
      const data = load(site, { schema: CORE_SCHEMA }) as Data;
      let text = site;
      for (let step = 0; step < 6; step++) {
        const change = randomChange(data, next);
        const before = text;
        const context = `run ${run}, step ${step}: ${JSON.stringify(change)}`;
        text = applyChanges(before, [change], keyOrder);
        expect(load(text, { schema: CORE_SCHEMA }), context).toEqual(data);
        // The same change where no part of the file may be parsed alone gives the same text.
        expect(applyChanges(`---\n${before}`, [change], keyOrder), context).toBe(`---\n${text}`);
        // Everything before and after the touched lines is byte for byte the same.
        const [start, end] = touchedRange(before, change);
        // (suffix first, then a prefix that does not overlap it: an insertion has one place)
        let suffix = 0;
        while (suffix < before.length && suffix < text.length && before[before.length - 1 - suffix] === text[text.length - 1 - suffix]) suffix++;
        let prefix = 0;
        while (prefix < before.length - suffix && prefix < text.length - suffix && before[prefix] === text[prefix]) prefix++;
        if (before !== text) {
          expect(prefix, context).toBeGreaterThanOrEqual(start);
          expect(before.length - suffix, context).toBeLessThanOrEqual(end);
        }
      }
    }
  });
});

describe('speed of a save', () => {
  it('copies towns into a 1,000-town site that reads back', () => {
    const towns = (load(siteWithTowns(site, 1000), { schema: CORE_SCHEMA }) as Data).towns as { slug: string }[];
    expect(towns).toHaveLength(1000);
    expect(new Set(towns.map((town) => town.slug)).size).toBe(1000);
  });

  it('applies one change to a 1,000-town site the way it does to the default site', () => {
    const big = siteWithTowns(site, 1000);
    const change: Change = { op: 'set', path: ['towns', 999, 'name'], value: 'Last Town' };
    expect(applyChanges(big, [change], keyOrder)).toBe(big.replace(/ {2}- name: Cranbury 124\n/, '  - name: Last Town\n'));
  });

  it('benchSave reports the default site and 1,000 towns', { timeout: 3 * 60_000 }, () => {
    const timings = benchSave('site.yaml', 'schema/site.schema.json', 3);
    expect(timings.map((timing) => timing.site)).toEqual(['default site', 'default site', 'default site', '1,000 towns', '1,000 towns', '1,000 towns']);
    for (const timing of timings) expect(timing.medianMs).toBeGreaterThan(0);
  });
});
