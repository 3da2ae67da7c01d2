import { describe, expect, it } from 'vitest';
import { DRAFT_KEY, DRAFT_LIFETIME_MS, openDraftStore, type EstimateDraft } from '../../src/client/draft.js';

/** localStorage's part the draft uses, in memory. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const NOW = Date.UTC(2027, 4, 10, 12);
const clock = () => NOW;
const typed: EstimateDraft = { name: 'Pat', email: 'pat@example.com', address: '', service: 'Mowing', notes: 'Gate code 4411', step: 2 };
const savedAt = (age: number) => JSON.stringify({ name: 'Pat', step: 3, savedAt: NOW - age });

describe('the estimate draft', () => {
  it('gives back what was saved, with its step', () => {
    const storage = memoryStorage();
    openDraftStore(storage, clock).save(typed);
    expect(JSON.parse(storage.items.get(DRAFT_KEY)!)).toMatchObject({ savedAt: NOW });
    expect(openDraftStore(storage, clock).read()).toEqual(typed);
  });

  it('keeps only the fields of the request its declaration says to keep, as text', () => {
    const storage = memoryStorage({ [DRAFT_KEY]: JSON.stringify({ name: 'Pat', _gotcha: 'http://spam.example', notes: 42, savedAt: NOW }) });
    expect(openDraftStore(storage, clock).read()).toEqual({ name: 'Pat', step: 1 });
    openDraftStore(storage, clock).save({ ...typed, _gotcha: 'http://spam.example' } as EstimateDraft);
    expect(storage.items.get(DRAFT_KEY)).toContain('Gate code 4411');
    expect(storage.items.get(DRAFT_KEY)).not.toContain('spam.example');
  });

  it("keeps where each list's choice stands, for the same page in another language, and nothing else there", () => {
    const storage = memoryStorage();
    openDraftStore(storage, clock).save({ ...typed, service: 'Riego', positions: { service: 3, lotSize: 2 } });
    expect(openDraftStore(storage, clock).read()).toEqual({ ...typed, service: 'Riego', positions: { service: 3, lotSize: 2 } });
    const odd = memoryStorage({ [DRAFT_KEY]: JSON.stringify({ name: 'Pat', positions: { service: 1.5, lotSize: -1, notes: '2', _gotcha: 4 }, savedAt: NOW }) });
    expect(openDraftStore(odd, clock).read()).toEqual({ name: 'Pat', step: 1 });
  });

  it('keeps the best time to visit, and of the photos only that some were chosen, never a file', () => {
    const storage = memoryStorage();
    openDraftStore(storage, clock).save({ ...typed, preferredTime: 'Saturdays', unkept: ['photos'], photos: 'C:\\fakepath\\IMG_2041.jpg' } as EstimateDraft);
    expect(storage.items.get(DRAFT_KEY)).not.toContain('IMG_2041');
    expect(openDraftStore(storage, clock).read()).toEqual({ ...typed, preferredTime: 'Saturdays', unkept: ['photos'] });
    const odd = memoryStorage({ [DRAFT_KEY]: JSON.stringify({ name: 'Pat', unkept: ['photos', 'name', 4], savedAt: NOW }) });
    expect(openDraftStore(odd, clock).read()).toEqual({ name: 'Pat', step: 1, unkept: ['photos'] });
  });

  it('is restored within its lifetime and dropped after it', () => {
    expect(openDraftStore(memoryStorage({ [DRAFT_KEY]: savedAt(DRAFT_LIFETIME_MS - 1) }), clock).read()).toEqual({ name: 'Pat', step: 3 });
    const expired = memoryStorage({ [DRAFT_KEY]: savedAt(DRAFT_LIFETIME_MS + 1) });
    expect(openDraftStore(expired, clock).read()).toBeUndefined();
    expect(expired.items.has(DRAFT_KEY)).toBe(false);
  });

  it('lasts a few days', () => {
    expect(DRAFT_LIFETIME_MS).toBeGreaterThanOrEqual(2 * 24 * 60 * 60 * 1000);
    expect(DRAFT_LIFETIME_MS).toBeLessThanOrEqual(7 * 24 * 60 * 60 * 1000);
  });

  it('counts a saved-at time far ahead of the clock (the clock was turned back) as expired too', () => {
    expect(openDraftStore(memoryStorage({ [DRAFT_KEY]: savedAt(-DRAFT_LIFETIME_MS - 1) }), clock).read()).toBeUndefined();
  });

  it.each([
    ['not JSON', '{"name": "Pa'],
    ['JSON but not an object', '"Pat"'],
    ['null', 'null'],
    ['without a saved-at time', JSON.stringify({ name: 'Pat' })],
    ['with a saved-at time that is not a number', JSON.stringify({ name: 'Pat', savedAt: String(NOW) })],
  ])('drops a draft that is %s, silently', (_kind, value) => {
    const storage = memoryStorage({ [DRAFT_KEY]: value });
    expect(openDraftStore(storage, clock).read()).toBeUndefined();
    expect(storage.items.has(DRAFT_KEY)).toBe(false);
  });

  it('saves nothing, and forgets what was there, when every field is empty or only spaces', () => {
    const storage = memoryStorage({ [DRAFT_KEY]: savedAt(0) });
    openDraftStore(storage, clock).save({ name: '  ', email: '', step: 1 });
    expect(storage.items.has(DRAFT_KEY)).toBe(false);
  });

  it('is forgotten', () => {
    const storage = memoryStorage();
    const store = openDraftStore(storage, clock);
    store.save(typed);
    store.forget();
    expect(store.read()).toBeUndefined();
  });

  it('says whether the browser kept it, so a page knows the draft in storage is older than its fields', () => {
    expect(openDraftStore(memoryStorage(), clock).save(typed)).toBe(true);
    const full = { ...memoryStorage(), setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(openDraftStore(full, clock).save(typed)).toBe(false);
  });

  it('never throws when storage is missing or every call to it throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    for (const storage of [throwing, undefined]) {
      const store = openDraftStore(storage, clock);
      expect(() => store.save(typed)).not.toThrow();
      expect(store.read()).toBeUndefined();
      expect(() => store.forget()).not.toThrow();
    }
  });

  it('never throws when reading localStorage itself throws, as with storage turned off', () => {
    const window = {};
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new Error('SecurityError');
      },
    });
    (globalThis as { window?: unknown }).window = window;
    try {
      const store = openDraftStore();
      expect(() => store.save(typed)).not.toThrow();
      expect(store.read()).toBeUndefined();
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });
});
