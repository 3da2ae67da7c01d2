import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../paths.js';
import { writeSiteYaml } from './measure-build.js';

/**
 * Starts `npm run dev` on a copy of site.yaml, changes one line several times, and reads the
 * rebuild time the dev server prints for each change. Returns the times in milliseconds.
 */
export async function measureDevRebuilds(siteYaml: string, workDir: string, changes: number): Promise<number[]> {
  const config = writeSiteYaml(workDir, siteYaml, 'dev-site.yaml');
  const child = spawn(join(projectRoot, 'node_modules', '.bin', 'tsx'), ['scripts/dev.ts', '--config', config, '--port', '0'], { cwd: projectRoot });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const waitFor = async (pattern: RegExp, from: number) => {
    for (let waited = 0; waited < 30_000; waited += 25) {
      const match = pattern.exec(output.slice(from));
      if (match) return match;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`the dev server did not print ${pattern}:\n${output}`);
  };
  try {
    await waitFor(/The site is at/, 0);
    const times: number[] = [];
    for (let change = 1; change <= changes; change++) {
      const from = output.length;
      const text = readFileSync(config, 'utf8').replace(/^( {2}headline: .*?)( \d+)?$/m, `$1 ${change}`);
      writeFileSync(config, text);
      const match = await waitFor(/rebuilt \d+ pages in (\d+) ms/, from);
      times.push(Number(match[1]));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return times;
  } finally {
    child.kill('SIGINT');
  }
}
