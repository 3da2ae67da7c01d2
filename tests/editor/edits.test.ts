import { describe, expect, it } from 'vitest';
import { editsReducer, hasUnsavedChanges, noEdits, sameData, type EditAction, type Edits } from '../../src/editor/ui/edits.js';

const file = { hero: { headline: 'Hi', subtext: 'Book now' }, towns: [{ name: 'A' }, { name: 'B' }] };
const run = (...actions: EditAction[]): Edits => actions.reduce(editsReducer, noEdits);
const type = (path: (string | number)[], value: unknown): EditAction => ({ type: 'change', change: { op: 'set', path, value } });

describe('the edits the form keeps', () => {
  it('shows the file with the changes made, one change per typed field', () => {
    const edits = run({ type: 'load', data: file }, type(['hero', 'headline'], 'H'), type(['hero', 'headline'], 'Hello'));
    expect(edits.base).toBe(file);
    expect(edits.data).toEqual({ ...file, hero: { headline: 'Hello', subtext: 'Book now' } });
    expect(edits.changes).toEqual([{ op: 'set', path: ['hero', 'headline'], value: 'Hello' }]);
    expect((edits.data as typeof file).towns).toBe(file.towns); // untouched values keep their objects: their fields are not drawn again
  });

  it('keeps what is typed while a save is on its way as a change of its own, unsaved after the save', () => {
    let edits = run({ type: 'load', data: file }, type(['hero', 'headline'], 'First'), { type: 'seal' }, type(['hero', 'headline'], 'First and second'));
    expect(edits.changes).toHaveLength(2);
    edits = editsReducer(edits, { type: 'saved', count: 1 });
    expect(edits.base).toEqual({ ...file, hero: { headline: 'First', subtext: 'Book now' } });
    expect(edits.changes).toEqual([{ op: 'set', path: ['hero', 'headline'], value: 'First and second' }]);
    expect(edits.data).toEqual({ ...file, hero: { headline: 'First and second', subtext: 'Book now' } });
    expect(edits.sealed).toBe(0);
  });

  it('folds typing into the last change again once nothing is being saved', () => {
    const edits = run({ type: 'load', data: file }, type(['hero', 'headline'], 'A'), { type: 'seal' }, { type: 'saved', count: 1 }, type(['hero', 'subtext'], 'B'), type(['hero', 'subtext'], 'Bo'));
    expect(edits.changes).toEqual([{ op: 'set', path: ['hero', 'subtext'], value: 'Bo' }]);
  });

  it('rebases the unsaved changes on the file as the server read it', () => {
    const onDisk = { ...file, hero: { headline: 'Hi', subtext: 'Written differently' } };
    const edits = run({ type: 'load', data: file }, type(['hero', 'headline'], 'Mine'), { type: 'rebase', data: onDisk });
    expect(edits.base).toBe(onDisk);
    expect(edits.data).toEqual({ ...onDisk, hero: { headline: 'Mine', subtext: 'Written differently' } });
  });

  it('drops every change on load', () => {
    const edits = run({ type: 'load', data: file }, type(['hero', 'headline'], 'Mine'), { type: 'seal' }, { type: 'load', data: file });
    expect(edits).toEqual({ base: file, data: file, changes: [], sealed: 0 });
  });
});

describe('whether anything is unsaved', () => {
  it('is nothing once the values are put back as they were saved (regression: a price typed and typed back still said Unsaved changes)', () => {
    const loaded = run({ type: 'load', data: file });
    expect(hasUnsavedChanges(loaded)).toBe(false);
    const changed = editsReducer(loaded, type(['hero', 'headline'], 'Hello'));
    expect(hasUnsavedChanges(changed)).toBe(true);
    expect(hasUnsavedChanges(editsReducer(changed, type(['hero', 'headline'], 'Hi')))).toBe(false);
    // A town removed and added back as it was, an optional text emptied and written again.
    const removed = editsReducer(loaded, { type: 'change', change: { op: 'delete', path: ['towns', 1] } });
    expect(hasUnsavedChanges(removed)).toBe(true);
    expect(hasUnsavedChanges(editsReducer(removed, { type: 'change', change: { op: 'insert', path: ['towns'], index: 1, value: { name: 'B' } } }))).toBe(false);
    const emptied = editsReducer(loaded, { type: 'change', change: { op: 'delete', path: ['hero', 'subtext'] } });
    expect(hasUnsavedChanges(editsReducer(emptied, type(['hero', 'subtext'], 'Book now')))).toBe(false);
  });

  it('compares with what was saved last, not with what was loaded', () => {
    const saved = run({ type: 'load', data: file }, type(['hero', 'headline'], 'Hello'), { type: 'seal' }, { type: 'saved', count: 1 });
    expect(hasUnsavedChanges(saved)).toBe(false);
    const back = editsReducer(saved, type(['hero', 'headline'], 'Hi'));
    expect(hasUnsavedChanges(back)).toBe(true);
    expect(hasUnsavedChanges(editsReducer(back, type(['hero', 'headline'], 'Hello')))).toBe(false);
  });
});

describe('sameData', () => {
  it('compares values read from YAML whatever the order of their keys', () => {
    expect(sameData({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData({ 0: 'a' }, ['a'])).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });
});
