// @ts-check
// The behaviour suite's wall time against the simulator: the Arazzo workflows run by Respect over loopback
// (`npm run behaviour`, a simulator per workflow file), and the in-process part (the fuzzing, the lifecycle and
// robustness tests through `createSimulator().fetch`), each as a whole command.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pick, row, wallTime } from './stats.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VITEST = fileURLToPath(new URL('../../node_modules/vitest/vitest.mjs', import.meta.url));

/** @param {string[]} args */
function node(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: 'ignore', cwd: ROOT });
    child.once('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

export async function measureBehaviour() {
  const times = await wallTime(
    {
      'workflows over loopback': () => node(['packages/behaviour/src/bin.js']),
      'in process': () =>
        node([
          VITEST,
          'run',
          'test/behaviour/fuzz.test.ts',
          'packages/simulator/test/lifecycle.test.ts',
          'packages/simulator/test/robustness.test.ts',
          'packages/simulator/test/kinds.test.ts',
        ]),
    },
    2,
  );
  return [
    row({
      figure: 'Behaviour suite: workflows by Respect over loopback',
      unit: 'ms',
      ours: pick(times, 'workflows over loopback'),
      peers: [],
    }),
    row({
      figure: 'Behaviour suite: fuzzing and lifecycle tests in process',
      unit: 'ms',
      ours: pick(times, 'in process'),
      peers: [],
    }),
  ];
}
