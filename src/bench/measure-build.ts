import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CORE_SCHEMA, dump, load } from 'js-yaml';
import { projectRoot } from '../paths.js';

export interface BuildMeasurement {
  /** `npm run build`, start to end, as the owner runs it. */
  wallMs: number;
  /** CPU time of the build (user + system, all its threads, and the photo encoder's process when it ran). */
  cpuMs: number;
  /** The largest process's peak, as GNU time reports a command's. */
  peakMemoryMiB: number;
}

const usageReporter = pathToFileURL(join(projectRoot, 'src', 'bench', 'usage-reporter.mjs')).href;

/**
 * Runs `npm run build -- --config FILE --out DIR --quiet` once and measures it.
 * `env` adds to the environment (LAWN_SITE_CACHE for a build with an empty cache).
 */
export async function measureBuild(configFile: string, outDir: string, usageFile: string, env: Record<string, string> = {}): Promise<BuildMeasurement> {
  const usageFiles = () => readdirSync(dirname(usageFile)).filter((name) => name.startsWith(basename(usageFile))).map((name) => join(dirname(usageFile), name));
  for (const old of usageFiles()) rmSync(old, { force: true });
  const started = performance.now();
  const exitCode = await new Promise<number | null>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'build', '--', '--config', configFile, '--out', outDir, '--quiet'], {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env, NODE_OPTIONS: `--import=${usageReporter}`, BENCH_USAGE_FILE: usageFile, npm_config_update_notifier: 'false' },
    });
    child.on('exit', resolve);
  });
  const wallMs = performance.now() - started;
  if (exitCode !== 0) throw new Error(`npm run build failed for ${configFile}`);
  const usages = usageFiles().map((file) => JSON.parse(readFileSync(file, 'utf8')) as { userMs: number; systemMs: number; maxRssKiB: number });
  if (!usages.length) throw new Error(`npm run build wrote no ${usageFile}`);
  return {
    wallMs,
    cpuMs: usages.reduce((sum, usage) => sum + usage.userMs + usage.systemMs, 0),
    peakMemoryMiB: Math.max(...usages.map((usage) => usage.maxRssKiB)) / 1024,
  };
}

/**
 * The median of several runs, by wall time, into one folder as an owner rebuilds: each run writes
 * over the output before the previous one (the spare, src/folder-swap/spare-output.ts). Two first runs
 * are not kept: one warms the build cache, the next leaves the spare. `output` is the folder.
 */
export async function measureBuildRepeatedly(configFile: string, workDir: string, runs: number): Promise<BuildMeasurement & { output: string }> {
  const usageFile = join(workDir, 'usage.json');
  const output = join(workDir, 'out');
  const results: BuildMeasurement[] = [];
  for (let run = -2; run < runs; run++) {
    const measured = await measureBuild(configFile, output, usageFile);
    if (run >= 0) results.push(measured);
  }
  results.sort((a, b) => a.wallMs - b.wallMs);
  return { ...results[Math.floor(results.length / 2)]!, output };
}

/**
 * The default site with its towns replaced by `count` generated ones, as site.yaml text: in the
 * site's own language alone, or with its translations (the generated towns have no texts to translate).
 */
export function siteWithTowns(baseYaml: string, count: number, { translated = false } = {}): string {
  const data = load(baseYaml, { schema: CORE_SCHEMA }) as Record<string, unknown>;
  data.towns = Array.from({ length: count }, (_, i) => ({ name: `Town ${i + 1}`, slug: `town-${i + 1}` }));
  // The projects stay, on /projects/ and their services' pages; their towns are gone.
  for (const project of (data.projects ?? []) as Array<Record<string, unknown>>) delete project.town;
  if (!translated) delete data.translations;
  for (const translation of Object.values((data.translations ?? {}) as Record<string, Record<string, unknown>>)) delete translation.towns;
  return dump(data, { lineWidth: -1, schema: CORE_SCHEMA });
}

/**
 * How long this machine takes just to write a build's files (read into memory first) into a new
 * folder, 64 at a time as the build does: the floor under any generator on this disk, today.
 */
export async function measureWriteFloor(builtDir: string, workDir: string): Promise<number> {
  const files: Array<[string, Buffer]> = [];
  for (const entry of readdirSync(builtDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.push([relative(builtDir, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name))]);
  }
  const target = join(workDir, 'write-floor');
  rmSync(target, { recursive: true, force: true });
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (next < files.length) {
        const [path, contents] = files[next++]!;
        await mkdir(dirname(join(target, path)), { recursive: true });
        await writeFile(join(target, path), contents);
      }
    }),
  );
  return performance.now() - started;
}

/** Writes a site.yaml into `dir` with the project's photos beside it, as they are beside site.yaml. */
export function writeSiteYaml(dir: string, yaml: string, name = 'site.yaml'): string {
  const file = join(dir, name);
  writeFileSync(file, yaml);
  if (!existsSync(join(dir, 'photos'))) symlinkSync(join(projectRoot, 'photos'), join(dir, 'photos'));
  return file;
}

/** The site without any photo: the keys that name photos taken out. */
export function siteWithoutPhotos(baseYaml: string): string {
  const data = load(baseYaml, { schema: CORE_SCHEMA }) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  delete data.business.logo;
  delete data.hero.image;
  for (const service of data.services) delete service.image;
  delete data.projects;
  return dump(data, { lineWidth: -1, schema: CORE_SCHEMA });
}
