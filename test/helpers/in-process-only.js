// @ts-check
// Set-up of the `unit` project (vitest.config.ts): its tests run in process, so that `npm test` stays fast whatever
// the machine. A test that starts a child process (a CLI, Prism, Dredd, Respect, tsc, npm, a browser) is refused here
// with the file name it should carry: `*.integration.test.ts`, or `*.e2e.test.ts` for a registry, runtime or browser.
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';

for (const name of /** @type {const} */ ([
  'spawn',
  'spawnSync',
  'exec',
  'execSync',
  'execFile',
  'execFileSync',
  'fork',
])) {
  /** @type {any} */ (childProcess)[name] = () => {
    throw new Error(
      `unit tests run in process, and this one calls child_process.${name}: name its file *.integration.test.ts ` +
        '(or *.e2e.test.ts for a registry, another runtime or a browser)',
    );
  };
}
syncBuiltinESMExports();
