// The layers point one way: src/config/ (reading site.yaml) knows nothing of the pages, and no
// module imports itself back through others. Read from the source's import lines.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const FOLDERS = ['src', 'templates', 'scripts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry) && !entry.endsWith('.d.ts') && !entry.endsWith('.d.mts') ? [path] : [];
  });
}

/** The project files a module imports (type-only imports included: they tie the modules' meaning together too). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]/gm)].map((match) => match[1]!);
  return specifiers.map((specifier) => {
    const target = resolve(dirname(file), specifier);
    const candidates = [target, target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx'), target.replace(/\.mjs$/, '.mts'), `${target}.ts`];
    return candidates.find((candidate) => sourceFiles(dirname(candidate)).includes(candidate)) ?? target;
  });
}

const files = FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)));
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const name = (file: string) => relative(root, file);

describe('imports', () => {
  it('src/config/ imports nothing of src/site/, src/build/, src/editor/ or templates/', () => {
    const wrongWay = [...graph]
      .filter(([file]) => name(file).startsWith('src/config/'))
      .flatMap(([file, imports]) => imports.filter((target) => /^(src\/(site|build|editor)|templates)\//.test(name(target))).map((target) => `${name(file)} → ${name(target)}`));
    expect(wrongWay).toEqual([]);
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
