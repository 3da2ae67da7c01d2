// "Make it yours": what is still the sample's, gone as soon as the field holds the owner's own,
// and every text that lacks its translation, each a line named as the form names its field.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { formatKeyPath, valueAt } from '../../src/config/key-path.js';
import { sampleItems } from '../../src/config/sample-site.js';
import type { SiteConfig } from '../../src/config/types.js';
import { checklistLines, missingTranslationLines } from '../../src/editor/ui/checklist-items.js';
import { plainMessage } from '../../src/editor/ui/plain-words.js';
import { words } from '../../src/editor/ui/words.js';
import { expectPlain } from './plain-text.js';

const site = parse(readFileSync(join(import.meta.dirname, '..', '..', 'site.yaml'), 'utf8')) as Record<string, unknown>;
/** What the editor's server sends for the default site (src/editor/checklist.ts), its photos not hashed. */
const items = sampleItems({ ...site, analytics: { measurementId: 'G-XXXXXXXXXX' } } as unknown as SiteConfig, new Map());
const samples = items.map(({ keyPath, kind, title, message, fix }) => ({ keyPath: formatKeyPath(keyPath), kind, title, message: `${message}: ${fix}`, value: valueAt(site, keyPath) }));

describe('the values still the sample’s', () => {
  it('are each a line, in plain words, naming the field and its section', () => {
    expect(samples.length).toBeGreaterThan(20); // name, licences, profiles, map, rating, testimonials, offer, projects…
    const lines = checklistLines(samples, site);
    expect(lines.length).toBe(samples.length);
    expect(lines.find((line) => line.key === 'business.phone')).toMatchObject({ title: 'Phone number', section: 'Business', path: ['business', 'phone'] });
    expect(lines.find((line) => line.key === 'testimonials[1].quote')).toMatchObject({ title: 'Testimonial 2', section: 'Reviews and testimonials' });
    expect(lines.find((line) => line.key === 'translations.es.testimonials[0].quote')).toMatchObject({ section: 'Reviews and testimonials' });
    expectPlain(lines.flatMap((line) => [line.title, line.section, line.message]));
    expectPlain(samples.map(({ keyPath, message }) => plainMessage(keyPath, message, site)));
  });

  it('leave the list as soon as their field holds anything else, before any check', () => {
    const edited = structuredClone(site) as { business: { phone: string } };
    edited.business.phone = '(201) 438-771';
    expect(checklistLines(samples, edited).map((line) => line.key)).not.toContain('business.phone');
  });
});

describe('a line’s words', () => {
  it('keep a file’s name as it is written when it starts the message (regression: "Photos/logo.png is one of…")', () => {
    const logo = { keyPath: 'business.logo.src', kind: 'photo', title: 'Logo', message: "photos/logo.png is one of the sample site's drawings: put your own logo, or remove the logo to show your name alone", value: 'photos/logo.png' };
    const data = { ...site, business: { ...(site.business as object), logo: { src: 'photos/logo.png', alt: 'Logo' } } };
    const [line] = checklistLines([logo], data);
    expect(line!.message).toMatch(/^photos\/logo\.png is one of the sample site's drawings/);
    // Every other message starts with a capital, as a sentence does.
    for (const { message } of checklistLines(samples, site)) expect(message, message).toMatch(/^[A-Z"“\d]|^photos\//);
  });
});

describe('when nothing of the sample is left', () => {
  it('says the one next step: to save while changes are not saved, and how to publish once they are (regression: "Save, then run npm run build… Save your changes to keep them.")', () => {
    const { ready, readyOnceSaved } = words.checklist;
    for (const text of [ready, readyOnceSaved]) {
      expect(text).toMatch(/ready to publish/);
      expect(text).not.toMatch(/npm|run |\bdist folder/);
      expect(text.match(/\bsave\b/gi)?.length ?? 0, text).toBeLessThanOrEqual(1);
    }
    expect(readyOnceSaved).toMatch(/save your changes/i);
    expect(ready).not.toMatch(/\bsave\b/i);
    expect(ready).toMatch(/README’s section “Deploying dist\/”/);
  });
});

describe('texts that lack their translation', () => {
  it('are each a line of the checklist, named as the form names them ("Spanish title for Snow Removal")', () => {
    const data = structuredClone(site);
    (data.services as unknown[]).push({ slug: 'snow-removal', title: 'Snow Removal', description: 'Driveways and walks cleared after every storm.', points: ['Driveways'] });
    const lines = missingTranslationLines(data);
    expect(lines.map((line) => line.title)).toEqual(['Spanish title for Snow Removal', 'Spanish description for Snow Removal', 'Spanish points for Snow Removal']);
    expect(lines[0]).toMatchObject({ section: 'Services', control: 'translations.es.services[snow-removal].title', path: ['services', 3, 'title'] });
    expect(missingTranslationLines(site)).toEqual([]);
  });
});
