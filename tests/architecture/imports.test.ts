// The folders point one way: each imports only the folders below it, as the table says, and no
// module imports itself back through others. Read from the source's import lines.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const FOLDERS = ['src', 'templates', 'scripts'];

/**
 * What each folder may import, highest first. `src` is the loose files at the top of src/ (paths,
 * errors, workers): every folder may use them. A folder not in the table fails the test, so a new
 * one takes its place here on purpose.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  // The commands.
  scripts: ['src/bench', 'src/editor', 'src/dev', 'src/launch', 'src/docs', 'src/server', 'src/pipeline', 'src/plan', 'src/cli', 'src/config', 'src/cache'],
  'src/bench': ['src/editor', 'src/server', 'src/pipeline', 'src/plan', 'templates', 'src/site', 'src/photos', 'src/config', 'src/cli', 'src/cache'],
  'src/editor': ['src/server', 'src/launch', 'src/pipeline', 'src/plan', 'templates', 'src/site', 'src/photos', 'src/config', 'src/cli', 'src/cache'],
  'src/dev': ['src/server', 'src/pipeline', 'src/config', 'src/cli'],
  'src/launch': ['src/pipeline', 'src/plan', 'src/estimate', 'src/site', 'src/config'],
  'src/docs': ['src/config'],
  // Serving a built folder (npm run preview, dev and the editor).
  'src/server': ['src/folder-swap', 'src/site'],
  // The build's stages, the plan of the site, and the pages.
  'src/pipeline': ['src/page-frame', 'src/plan', 'templates', 'src/components', 'src/site', 'src/styles', 'src/photos', 'src/folder-swap', 'src/config', 'src/cli', 'src/cache'],
  'src/plan': ['templates', 'src/site', 'src/photos', 'src/config'],
  'src/page-frame': ['src/islands', 'src/components', 'src/estimate', 'src/site', 'src/config'],
  templates: ['src/components', 'src/estimate', 'src/site', 'src/styles', 'src/config'],
  // In the browser: the page script, above the islands it hydrates.
  'src/client': ['src/islands', 'src/components', 'src/estimate', 'src/site', 'src/config'],
  'src/islands': ['src/components', 'src/estimate', 'src/site', 'src/config'],
  'src/components': ['src/estimate', 'src/site', 'src/config'],
  // The estimate request: its fields, what is sent, the e-mail fallback (in the browser too).
  'src/estimate': ['src/site', 'src/config'],
  // Pure functions of the config, and what they stand on.
  'src/site': ['src/photos', 'src/styles', 'src/config'],
  'src/photos': ['src/config', 'src/cache'],
  'src/folder-swap': ['src/config'],
  'src/config': ['src/cache'],
  'src/cli': ['src/cache'],
  'src/cache': [],
  'src/styles': [],
  src: [],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry) && !entry.endsWith('.d.ts') && !entry.endsWith('.d.mts') ? [path] : [];
  });
}

/** The project files a module imports, statically or with import() (type-only imports included: they tie the modules' meaning together too). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:^\s*(?:import|export)\b[^'"]*?from\s+|^\s*import\s+|\bimport\()['"](\.[^'"]+)['"]/gm)].map((match) => match[1]!);
  return specifiers.map((specifier) => {
    const target = resolve(dirname(file), specifier);
    const candidates = [target, target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx'), target.replace(/\.mjs$/, '.mts'), `${target}.ts`];
    return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? target;
  });
}

const files = FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)));
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const name = (file: string) => relative(root, file);

/** The folder a file belongs to in the table: `src/site`, `templates`, or `src` for a loose file of src/. */
function folderOf(file: string): string {
  const [top, second, ...rest] = name(file).split('/');
  return top === 'src' && rest.length > 0 ? `src/${second}` : top!;
}

describe('imports', () => {
  it('go only from a folder to one the table lets it use', () => {
    const wrongWay = [...graph].flatMap(([file, imports]) => {
      const from = folderOf(file);
      return imports
        .map((target) => [target, folderOf(target)] as const)
        .filter(([, to]) => to !== from && to !== 'src' && !MAY_IMPORT[from]?.includes(to))
        .map(([target, to]) => `${name(file)} → ${name(target)} (${from} may not use ${to})`);
    });
    expect(wrongWay).toEqual([]);
  });

  it('come from folders the table knows', () => {
    expect([...new Set(files.map(folderOf))].filter((folder) => !(folder in MAY_IMPORT))).toEqual([]);
  });

  it('point one way: the table itself has no loop', () => {
    const loops: string[] = [];
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      (MAY_IMPORT[from] ?? []).some((next) => next === to || (!seen.has(next) && (seen.add(next), reaches(next, to, seen))));
    for (const folder of Object.keys(MAY_IMPORT)) if (reaches(folder, folder)) loops.push(folder);
    expect(loops).toEqual([]);
  });

  it('never lead a module back to itself', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'visiting');
      stack.push(file);
      for (const target of graph.get(file) ?? []) {
        if (state.get(target) === 'visiting') cycles.push([...stack.slice(stack.indexOf(target)), target].map(name).join(' → '));
        else if (!state.has(target) && graph.has(target)) visit(target);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});
