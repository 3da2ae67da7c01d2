import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { valueAt, type Change, type KeyPath } from '../../src/config/key-path.js';
import { addChange, applyToData, changeFor, emptyValue, isRequired, schemaAt, type Schema } from '../../src/editor/ui/model.js';
import { applyChanges } from '../../src/editor/yaml-edit.js';
import { keyOrderFromSchema } from '../../src/editor/yaml-key-order.js';
import schemaJson from '../../schema/site.schema.json' with { type: 'json' };

const schema = schemaJson as Schema;
const site = readFileSync('site.yaml', 'utf8');
const keyOrder = keyOrderFromSchema(schemaJson as object);

/** The form's model as the editor page keeps it: its data and the changes that make it from the file. */
class FormModel {
  data: unknown = parse(site);
  changes: Change[] = [];

  private change(change: Change | undefined): void {
    if (!change) return;
    this.data = applyToData(this.data, change);
    this.changes = addChange(this.changes, change);
  }

  list(path: KeyPath): unknown[] {
    const list = valueAt(this.data, path);
    return Array.isArray(list) ? list : [];
  }

  /** One key press in a text field: the whole text so far. */
  type(path: KeyPath, text: string): void {
    for (let end = 1; end <= text.length; end++) this.change(changeFor(this.data, path, text.slice(0, end)));
  }

  add(path: KeyPath): void {
    const list = valueAt(this.data, path);
    const value = emptyValue(schemaAt(schema, [...path, 0]));
    this.change(Array.isArray(list) ? { op: 'insert', path: [...path], index: list.length, value } : changeFor(this.data, path, [value]));
  }

  remove(path: KeyPath, index: number): void {
    const optional = !isRequired(schemaAt(schema, path.slice(0, -1)), path[path.length - 1]!);
    this.change({ op: 'delete', path: this.list(path).length === 1 && optional ? [...path] : [...path, index] });
  }

  move(path: KeyPath, from: number, to: number): void {
    this.change({ op: 'move', path: [...path], from, to });
  }

  /** What saving writes: the file's text with the changes made. */
  saved(): string {
    return applyChanges(site, this.changes, keyOrder);
  }
}

const townNames = (data: unknown) => (valueAt(data, ['towns']) as { name: string }[]).map((town) => town.name);

describe('the changes the form sends make the file what the form shows', () => {
  it('removing two towns in a row at the same place removes both (regression: the second replaced the first)', () => {
    const form = new FormModel();
    const before = townNames(form.data);
    const index = before.indexOf('Princeton Junction');
    expect(before[index + 1]).toBe('Dayton');
    form.remove(['towns'], index);
    form.remove(['towns'], index);
    expect(form.changes).toHaveLength(2);
    const written = parse(form.saved());
    expect(townNames(written)).toEqual(before.filter((name) => name !== 'Princeton Junction' && name !== 'Dayton'));
    expect(written).toEqual(form.data);
  });

  it('typing into the point that moved into a removed point’s place keeps the removal (regression)', () => {
    const form = new FormModel();
    const points = form.list(['services', 0, 'points']) as string[];
    expect(points[2]).toBe('Seeding');
    form.remove(['services', 0, 'points'], 2);
    form.type(['services', 0, 'points', 2], 'Edging now');
    const written = parse(form.saved());
    expect(written).toEqual(form.data);
    expect(valueAt(written, ['services', 0, 'points'])).not.toContain('Seeding');
  });

  it('a word typed into a new list item is written plain, indented like its neighbours', () => {
    const form = new FormModel();
    const count = form.list(['services', 0, 'points']).length;
    form.add(['services', 0, 'points']);
    form.type(['services', 0, 'points', count], 'Edging');
    expect(form.changes).toEqual([{ op: 'insert', path: ['services', 0, 'points'], index: count, value: 'Edging' }]);
    const text = form.saved();
    const lastPoint = (form.list(['services', 0, 'points']) as string[])[count - 1]!;
    expect(text).toMatch(new RegExp(`\\n( +)- ${lastPoint}\\n\\1- Edging\\n`));
    expect(parse(text)).toEqual(form.data);
  });

  it('a town added before a move or a removal is written with its typed values plain', () => {
    const form = new FormModel();
    const count = form.list(['towns']).length;
    form.add(['towns']);
    form.move(['towns'], count, 0);
    form.remove(['towns'], 1);
    form.type(['towns', 0, 'name'], 'Jamesburg');
    form.type(['towns', 0, 'slug'], 'jamesburg');
    expect(form.changes.filter((change) => change.op === 'set')).toEqual([]);
    const text = form.saved();
    expect(text).toContain('\n  - name: Jamesburg\n    slug: jamesburg\n');
    expect(parse(text)).toEqual(form.data);
  });

  it('typing into the same field keeps one change, but never folds across a removal or a move', () => {
    const form = new FormModel();
    form.type(['hero', 'headline'], 'Hi');
    expect(form.changes).toEqual([{ op: 'set', path: ['hero', 'headline'], value: 'Hi' }]);
    form.remove(['towns'], 0);
    form.type(['towns', 0, 'name'], 'A');
    form.remove(['towns'], 0);
    form.type(['towns', 0, 'name'], 'B');
    expect(form.changes.map((change) => change.op)).toEqual(['set', 'delete', 'set', 'delete', 'set']);
    expect(parse(form.saved())).toEqual(form.data);
  });

  it('does not fold into changes sealed by a save in progress', () => {
    let changes: Change[] = [{ op: 'set', path: ['hero', 'headline'], value: 'Hi' }];
    changes = addChange(changes, { op: 'set', path: ['hero', 'headline'], value: 'Hi there' }, 1);
    expect(changes).toHaveLength(2);
    changes = [{ op: 'insert', path: ['towns'], index: 3, value: { name: '', slug: '' } }];
    changes = addChange(changes, { op: 'set', path: ['towns', 3, 'name'], value: 'J' }, 1);
    expect(changes).toHaveLength(2);
  });
});

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function lists(data: unknown, path: KeyPath = []): KeyPath[] {
  if (Array.isArray(data)) return [path, ...data.flatMap((item, index) => lists(item, [...path, index]))];
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([key, value]) => lists(value, [...path, key]));
  return [];
}

function textLeaves(data: unknown, path: KeyPath = []): KeyPath[] {
  if (Array.isArray(data)) return data.flatMap((item, index) => textLeaves(item, [...path, index]));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([key, value]) => textLeaves(value, [...path, key]));
  return typeof data === 'string' ? [path] : [];
}

const words = ['Edging', 'Mulch & beds', 'It’s "great"', 'true', '08831', 'a # b', 'Jamesburg', 'x: y'];

describe('random sequences of what the owner does in the form', () => {
  it('write a file that reads back as exactly the form’s data', () => {
    for (let run = 0; run < 80; run++) {
      const next = random(run + 7);
      const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
      const form = new FormModel();
      const done: string[] = [];
      for (let step = 0; step < 8; step++) {
        const kind = next();
        // Mostly the lists the owner meets at the top: towns, services and their points.
        const listPath = next() < 0.6 ? pick([['towns'], ['services'], ['services', 0, 'points'], ['services', 1, 'points']] as KeyPath[]) : pick(lists(form.data));
        const length = form.list(listPath).length;
        if (kind < 0.3) {
          const leaves = textLeaves(valueAt(form.data, listPath)).map((leaf) => [...listPath, ...leaf]);
          if (!leaves.length) continue;
          const path = pick(leaves);
          const word = pick(words);
          form.type(path, word);
          done.push(`type ${JSON.stringify(path)} ${word}`);
        } else if (kind < 0.5) {
          form.add(listPath);
          done.push(`add ${JSON.stringify(listPath)}`);
          // …and fill in its text fields, as the owner does.
          const item = [...listPath, length];
          for (const leaf of textLeaves(valueAt(form.data, item), item).slice(0, 2)) form.type(leaf, pick(words));
          if (typeof valueAt(form.data, item) === 'string') form.type(item, pick(words));
        } else if (kind < 0.75) {
          if (!length) continue;
          const index = Math.floor(next() * length);
          form.remove(listPath, index);
          done.push(`remove ${JSON.stringify(listPath)} ${index}`);
        } else {
          if (length < 2) continue;
          const from = Math.floor(next() * length);
          const to = Math.min(length - 1, Math.max(0, from + (next() < 0.5 ? -1 : 1)));
          form.move(listPath, from, to);
          done.push(`move ${JSON.stringify(listPath)} ${from}→${to}`);
        }
      }
      expect(parse(form.saved()), `run ${run}: ${done.join('; ')}`).toEqual(form.data);
    }
  });
});
