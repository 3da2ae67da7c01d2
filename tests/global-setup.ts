import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './helpers/cli.js';
import { makeTempDir } from './helpers/files.js';
import { isCi, missingLine, SYSTEM_TOOLS, systemTool, type SystemToolName } from './helpers/system-tools.js';

/** Before any test file runs: say which suites this machine cannot run, and fill the photo cache. */
export default function setUp(): void {
  sayWhatIsSkipped();
  warmPhotoCache();
}

/** One line per program a suite needs and this machine lacks; in CI (.ci/run installs them all) a missing one stops the run. */
function sayWhatIsSkipped(): void {
  for (const name of Object.keys(SYSTEM_TOOLS) as SystemToolName[]) {
    if (isCi()) systemTool(name); // throws, naming it
    else if (!systemTool(name)) console.log(missingLine(name));
  }
}

/**
 * Builds the sample site once, so that the photo cache is full. Several files build it in their
 * first minute, side by side: on a fresh checkout each would otherwise make the same photos at once
 * (20 s of both cores each) and run past its hook's time limit. What the build says (the sample
 * site's warnings) is kept to itself unless it fails.
 */
function warmPhotoCache(): void {
  const dir = makeTempDir('lawn-warm-');
  try {
    const build = spawnSync(process.execPath, ['scripts/run.mjs', 'build', '--quiet', '--out', join(dir, 'dist')], { cwd: projectRoot, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`The sample site did not build before the tests (exit ${build.status}):\n${build.stdout}${build.stderr}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
