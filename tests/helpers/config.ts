import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { parseSiteConfig } from '../../src/config/load.js';
import type { SiteConfig } from '../../src/config/types.js';
import { createSite, type Site } from '../../src/site/site.js';

export const fixturePath = (name: string): string => join(import.meta.dirname, '..', 'fixtures', name);
export const readFixture = (name: string): string => readFileSync(fixturePath(name), 'utf8');

/** A validated config from a fixture, optionally changed first (as an owner would edit site.yaml). */
export function fixtureConfig(name: string, edit?: (data: Record<string, any>) => void): SiteConfig {
  const data = parse(readFixture(name)) as Record<string, any>;
  edit?.(data);
  return parseSiteConfig(stringify(data), name).config;
}

export function fixtureSite(name: string, edit?: (data: Record<string, any>) => void): Site {
  return createSite(fixtureConfig(name, edit));
}
