// @ts-check
// `npm run test:all`, what CI runs: every step of the tests in turn, each saying its time, then a summary. A failing
// step does not stop the others (one run shows every failure); the exit code is 1 when any step failed.
import { spawnSync } from 'node:child_process';

/** @type {[string, string[]][]} */
export const STEPS = [
  ['code style (biome)', ['run', 'check:code']],
  ['types (tsc)', ['run', 'typecheck']],
  ['unit tests', ['exec', '--', 'vitest', 'run', '--project', 'unit']],
  ['integration tests', ['exec', '--', 'vitest', 'run', '--project', 'integration']],
  ['end-to-end tests', ['exec', '--', 'vitest', 'run', '--project', 'e2e']],
];

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(0)} s`;
/** @type {{ name: string, ok: boolean, ms: number }[]} */
const done = [];
for (const [name, args] of STEPS) {
  process.stderr.write(`\n== ${name}: npm ${args.join(' ')}\n`);
  const started = performance.now();
  const { status } = spawnSync('npm', args, { stdio: 'inherit' });
  const ms = performance.now() - started;
  done.push({ name, ok: status === 0, ms });
  process.stderr.write(`== ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(ms)}\n`);
}
const total = done.reduce((sum, step) => sum + step.ms, 0);
process.stderr.write(
  `\n${done.map((step) => `${step.ok ? 'ok    ' : 'FAILED'} ${seconds(step.ms).padStart(6)}  ${step.name}`).join('\n')}\n`,
);
process.stderr.write(`       ${seconds(total).padStart(6)}  in all\n`);
process.exitCode = done.every((step) => step.ok) ? 0 : 1;
