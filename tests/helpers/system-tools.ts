// The programs some suites need that npm does not install: the static hosts they serve dist/ with
// and Java for the W3C HTML checker. On a machine without one, its suites are skipped and the test
// run says so in one line (tests/global-setup.ts); with CI=true a missing one fails the run
// instead, since .ci/run installs them all.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface SystemTool {
  /** As the skipped line names it. */
  name: string;
  /** What the suites check with it. */
  checks: string;
  /** How to install it on Debian or Ubuntu. */
  install: string;
  /** Its program, when this machine has it. */
  find(): string | undefined;
}

const firstExisting = (paths: string[]) => () => paths.find((path) => existsSync(path));

export const SYSTEM_TOOLS = {
  nginx: { name: 'nginx', checks: 'dist/ served by a stock nginx', install: 'sudo apt-get install nginx-light', find: firstExisting(['/usr/sbin/nginx', '/usr/bin/nginx']) },
  caddy: { name: 'Caddy', checks: 'dist/ served by Caddy', install: 'sudo apt-get install caddy', find: firstExisting(['/usr/bin/caddy', '/usr/local/bin/caddy']) },
  apache: { name: 'Apache', checks: 'dist/ served by Apache', install: 'sudo apt-get install apache2', find: firstExisting(['/usr/sbin/apache2', '/usr/sbin/httpd']) },
  java: {
    name: 'Java',
    checks: 'every page through the W3C HTML checker',
    install: 'sudo apt-get install default-jre-headless (or brew install openjdk)',
    find: () => (spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0 ? 'java' : undefined),
  },
} satisfies Record<string, SystemTool>;

export type SystemToolName = keyof typeof SYSTEM_TOOLS;

/** Whether this run is CI's, where every tool must be there (.ci/run installs them). */
export const isCi = (): boolean => /^(1|true)$/i.test(process.env.CI ?? '');

const found = new Map<SystemToolName, string | undefined>();

/** The tool's program, or undefined when its suites are to be skipped; in CI a missing tool is a failure, not a skip. */
export function systemTool(name: SystemToolName): string | undefined {
  if (!found.has(name)) found.set(name, SYSTEM_TOOLS[name].find());
  const program = found.get(name);
  if (!program && isCi()) {
    const tool: SystemTool = SYSTEM_TOOLS[name];
    throw new Error(`${tool.name} is not installed, and CI runs every suite (${tool.checks}): .ci/run installs it (${tool.install}).`);
  }
  return program;
}

/** The line the test run prints for a missing tool. */
export const missingLine = (name: SystemToolName): string => {
  const tool: SystemTool = SYSTEM_TOOLS[name];
  return `Skipped: ${tool.checks}, because ${tool.name} is not installed (${tool.install}).`;
};
