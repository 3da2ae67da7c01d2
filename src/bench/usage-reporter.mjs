// Loaded with --import into the build process by the benchmark (through NODE_OPTIONS, so npm
// passes it on): at exit, writes that process's CPU time and peak memory to BENCH_USAGE_FILE.
// Plain JavaScript, because it is loaded before any TypeScript loader exists.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_USAGE_FILE;
if (file && process.argv[1]?.endsWith('run.mjs')) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    writeFileSync(file, JSON.stringify({ userMs: usage.userCPUTime / 1000, systemMs: usage.systemCPUTime / 1000, maxRssKiB: usage.maxRSS }));
  });
}
