// Loaded with --import into the build process by the benchmark (through NODE_OPTIONS, so npm
// passes it on, and the build passes it on to the photo encoder's process): at exit, writes that
// process's CPU time and peak memory to BENCH_USAGE_FILE (the encoder's beside it, by its pid).
// Plain JavaScript, because it is loaded before any TypeScript loader exists.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_USAGE_FILE;
const script = process.argv[1] ?? '';
const target = script.endsWith('run.mjs') ? file : /photo-encoder\.worker\.[cm]?[jt]s$/.test(script) ? `${file}.encoder-${process.pid}` : undefined;
if (file && target) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    writeFileSync(target, JSON.stringify({ userMs: usage.userCPUTime / 1000, systemMs: usage.systemCPUTime / 1000, maxRssKiB: usage.maxRSS }));
  });
}
