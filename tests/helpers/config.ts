import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { parseSite } from '../../src/pipeline/load-site.js';
import { parseSiteConfig } from '../../src/config/load.js';
import { ConfigError, type ConfigProblem } from '../../src/config/problem.js';
import type { SiteConfig } from '../../src/config/types.js';
import { createSite, type Site } from '../../src/site/site.js';

export const fixturePath = (name: string): string => join(import.meta.dirname, '..', 'fixtures', name);
export const readFixture = (name: string): string => readFileSync(fixturePath(name), 'utf8');

/** A validated config from a fixture, optionally changed first (as an owner would edit site.yaml). */
export async function fixtureConfig(name: string, edit?: (data: Record<string, any>) => void): Promise<SiteConfig> {
  const data = parse(readFixture(name)) as Record<string, any>;
  edit?.(data);
  return (await parseSiteConfig(stringify(data), name)).config;
}

export async function fixtureSite(name: string, edit?: (data: Record<string, any>) => void): Promise<Site> {
  return createSite(await fixtureConfig(name, edit));
}

/** The error site.yaml `text` is refused with, as `npm run validate` reads and plans it; fails the test when it is accepted. */
export async function refusal(text: string): Promise<ConfigError> {
  try {
    await parseSite(text, 'site.yaml');
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the text was accepted');
}

/** The problems site.yaml `text` is refused with. */
export const problemsOfText = async (text: string): Promise<ConfigProblem[]> => (await refusal(text)).problems;
