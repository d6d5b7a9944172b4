// What a user does, in a project of their own with no access to this repository: install every package BY NAME from
// a registry the team published them to (install.ts: a local Verdaccio), change a copy of the spec (a new path, schema
// and notification type), generate, compile with strict tsc under `nodenext`, `bundler` and CommonJS settings, then
// call the mock through the client, validate a request and parse a notification. Project files: test/consumer/project/.
// The simulator, the handler, both module systems and Node 22/24 are in programs.ts. The behaviour suite runs from the
// project through `npx payments-contract behaviour` against a simulator started here, as against a service.
import { existsSync } from 'node:fs';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../../packages/simulator/src/index.js';
import { patience } from '../helpers/patience.js';
import { type InstalledProject, installByName, runIn } from './install.js';
import { publishedWorkspaces, run } from './pack.js';
import { describePrograms } from './programs.js';

const started = performance.now();
let installed: InstalledProject;
let project: string;
let generated: Awaited<ReturnType<typeof run>>;
let gen: Awaited<ReturnType<typeof run>>;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const inProject = (command: string, args: string[]) => runIn(project, command, args);

const strict = {
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  skipLibCheck: false,
  types: ['node'],
  lib: ['ES2022', 'DOM'],
  target: 'ES2022',
};
// tsc compiles the generated TypeScript (client/, webhooks/) into the outDir but never copies the validators'
// .mjs/.cjs files (their declarations stand for them): a user's build copies that folder, as `build` does below.
const tsconfigs = {
  'tsconfig.nodenext.json': {
    compilerOptions: { ...strict, module: 'nodenext', outDir: 'dist' },
    files: ['app.ts', 'first-hour.ts'],
  },
  'tsconfig.bundler.json': {
    compilerOptions: { ...strict, module: 'esnext', moduleResolution: 'bundler', noEmit: true },
    // names.ts: the names 0.3.0 replaced still compile beside the new ones (deprecated-names.integration.test.ts).
    files: ['app.ts', 'first-hour.ts', 'names.ts'],
  },
  'tsconfig.cjs.json': {
    compilerOptions: { ...strict, module: 'nodenext', outDir: 'dist-cjs' },
    files: ['cjs-app.cts'],
  },
  'tsconfig.misspelled.json': {
    compilerOptions: { ...strict, module: 'nodenext', noEmit: true },
    files: ['misspelled.ts'],
  },
};

/** A user's build: tsc, then the generated validators copied beside the compiled code that imports them. */
async function buildOnce(setting: 'nodenext' | 'cjs') {
  await inProject('npx', ['tsc', '-p', `tsconfig.${setting}.json`]);
  const out = setting === 'cjs' ? 'dist-cjs' : 'dist';
  for (const folder of setting === 'cjs' ? ['generated'] : ['generated', 'gen'])
    await cp(join(project, folder, 'validators'), join(project, out, folder, 'validators'), { recursive: true });
}
/** Each setting is built once, by whichever test needs it first; the others use (and check) that build. */
const builds = new Map<'nodenext' | 'cjs', Promise<void>>();
function build(setting: 'nodenext' | 'cjs') {
  if (!builds.has(setting)) builds.set(setting, buildOnce(setting));
  return builds.get(setting) as Promise<void>;
}

beforeAll(async () => {
  installed = await installByName(['typescript@5.9.3', '@types/node@20', 'jest@30']);
  project = installed.dir;
  for (const [name, config] of Object.entries(tsconfigs)) await writeFile(join(project, name), json(config));
  await inProject(process.execPath, ['modify-spec.mjs']);
  // Their changed spec into generated/; the installed spec into gen/, as the guide's first command does.
  [generated, gen] = await Promise.all([
    inProject('npx', ['payments-contract', 'generate', '--out', 'generated', '--spec', 'spec.json']),
    inProject('npx', ['payments-contract', 'generate', '--out', 'gen']),
  ]);
}, patience(900_000));
afterAll(async () => {
  const fetched = (await installed?.registry.fetched()) ?? [];
  process.stderr.write(`consumer test: ${fetched.length} third-party files fetched upstream (0 once cached)\n`);
  await installed?.registry.stop();
  if (project) await rm(project, { recursive: true, force: true });
  process.stderr.write(`consumer test: ${((performance.now() - started) / 1000).toFixed(0)} s wall time\n`);
});

describe('installing by name from the registry the packages were published to', () => {
  it('installed every package, each resolved by the local registry', () => {
    // every package the repository publishes (a workspace not marked private), none forgotten by publish:all
    expect([...installed.names].sort()).toEqual(publishedWorkspaces());
    for (const name of installed.names) {
      expect(existsSync(join(project, 'node_modules', name, 'package.json'))).toBe(true);
      // npm asked the local registry for the package's document (the tarball may come from npm's cache by integrity).
      expect(installed.registry.served).toContain(`/${name}`);
    }
  });

  it.each([
    ['payments-contract', '@payments-contract/generators'],
    ['payments-simulator', '@payments-contract/simulator'],
  ])(
    'runs the %s bin from npx (--version, --help)',
    async (bin, name) => {
      const manifest = JSON.parse(await readFile(join(project, 'node_modules', name, 'package.json'), 'utf8'));
      expect((await inProject('npx', [bin, '--version'])).stdout.trim()).toBe(manifest.version);
      expect((await inProject('npx', [bin, '--help'])).stdout).toMatch(new RegExp(`Usage:\\s+${bin}`));
    },
    patience(60_000),
  );

  it(
    'runs the behaviour suite with `npx payments-contract behaviour --base-url`, reads only, credentials from env',
    async () => {
      const simulator = await startSimulator({ port: 0 });
      const apiKey = 'simulator-key';
      try {
        // lists and access: both have workflows that only read and ones that write, so one run shows both outcomes
        const { stdout, stderr } = await run(
          'npx',
          ['payments-contract', 'behaviour', '--base-url', simulator.url, '--workflows', 'lists,access'],
          { cwd: project, env: { ...process.env, PAYMENTS_ACCOUNT_ID: 'simulator-account', PAYMENTS_API_KEY: apiKey } },
        );
        expect(stderr).toContain(`against the service at ${simulator.url}/, reads only`);
        expect(stdout).toContain('✓ lists.arazzo.yaml#interval-filters-30-days');
        expect(stdout).toContain('✓ auth.invalid-credentials-message');
        expect(stdout).toContain('- single.missing-value-names-field: not run here: writes not allowed here');
        expect(stdout).toMatch(/Rules the workflows check: [1-9]\d* passed, 0 failed/);
        expect(stdout + stderr).not.toContain(apiKey);
      } finally {
        await simulator.stop();
      }
    },
    patience(120_000),
  );

  it('generates from the installed spec with `npx payments-contract generate --out gen`', () => {
    expect(gen.stderr).toMatch(/wrote .*gen\/validators \(\d+ files\)/);
    expect(existsSync(join(project, 'gen', 'validators', 'operations', 'createCapture.cjs'))).toBe(true);
  });
});

describePrograms(() => project, build);

describe('a user of the packages, in a project of their own', () => {
  it('generates from their changed spec, skipping nothing', () => {
    expect(generated.stderr).toContain('wrote');
    expect(generated.stderr).not.toContain('skipped');
  });

  it(
    'finds the generated code up to date with --check',
    async () => {
      const checked = await inProject('npx', [
        'payments-contract',
        'generate',
        '--out',
        'generated',
        '--spec',
        'spec.json',
        '--check',
      ]);
      expect(checked.stdout).toBe('');
    },
    patience(120_000),
  );

  it.each(['nodenext', 'bundler', 'cjs'])(
    'compiles under strict tsc with the %s setting',
    async (setting) => {
      if (setting === 'bundler') await inProject('npx', ['tsc', '-p', 'tsconfig.bundler.json']);
      else await build(setting as 'nodenext' | 'cjs');
    },
    patience(240_000),
  );

  it(
    'cannot import a misspelled operation',
    async () => {
      const failed = await run('npx', ['tsc', '-p', 'tsconfig.misspelled.json'], { cwd: project }).catch((e) => e);
      expect(failed.code).toBe(2);
      expect(failed.stdout).toContain("Cannot find module './generated/validators/operations/creditLoyaltyAcount.mjs'");
    },
    patience(120_000),
  );

  it(
    'calls the mock through the client, validates a request, parses a notification',
    async () => {
      await build('nodenext');
      const { stdout } = await inProject(process.execPath, ['run.mjs']);
      expect(JSON.parse(stdout)).toEqual({
        single: { status: 200, id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
        typedOnly: ['function', 'function', 'function'],
        good: true,
        bad: ["field 'points' must be >= 1", "field 'reason' must NOT have more than 50 characters"],
        answer: true,
        capture: ['format:amount'],
        confirmedBy: 'getLoyaltyAccount',
        notification: true,
        parsed: 'genericNotification',
      });
    },
    patience(120_000),
  );
});

describe("the integration scorecard, from the user's project", () => {
  it(
    'runs `npx payments-behaviour scorecard -- npm run test:payments` against its own test command and gets a report',
    async () => {
      const manifest = JSON.parse(await readFile(join(project, 'package.json'), 'utf8'));
      manifest.scripts = { ...manifest.scripts, 'test:payments': 'node scorecard-merchant.mjs' };
      await writeFile(join(project, 'package.json'), json(manifest));
      const { stdout } = await inProject('npx', [
        'payments-behaviour',
        'scorecard',
        '--junit',
        'scorecard.xml',
        '--',
        'npm',
        'run',
        'test:payments',
      ]);
      // our client and handler, installed by name: every rule the run exercised held (exit 0, or runIn throws)
      expect(stdout).toContain('Integration scorecard');
      expect(stdout).toMatch(/✓ idempotency\.replay-same-key \[client\]: held/);
      expect(stdout).toMatch(/✓ retry\.absent-500-unless-post \[client\]: held/);
      expect(stdout).toMatch(/✓ events\.confirm-success \[receiver\]: held/);
      expect(stdout).toContain(' 0 broken');
      const xml = await readFile(join(project, 'scorecard.xml'), 'utf8');
      expect(xml).toContain('failures="0"');
      expect(xml).toContain('<testcase classname="scorecard.receiver" name="events.confirm-success"/>');
    },
    patience(180_000),
  );
});

describe("the contract run, from the user's project as the sandbox guide shows it", () => {
  let generatedOnce: Promise<unknown> | undefined;
  const prepared = () => {
    generatedOnce ??= (async () => {
      await inProject('npm', ['install', '--save-dev', '--no-audit', '--no-fund', '--prefer-offline', 'dredd@14.1.0']);
      await inProject('npx', ['payments-contract', 'generate', '--out', 'contract-gen', '--with', 'contract']);
    })();
    return generatedOnce;
  };

  it(
    'runs `npx payments-contract behaviour contract --generated …` against the mock it starts: every answer passes',
    async () => {
      await prepared();
      const { stdout } = await inProject('npx', [
        'payments-contract',
        'behaviour',
        'contract',
        '--generated',
        'contract-gen/contract',
      ]);
      expect(stdout).toMatch(/operations checked: 44 {2}passed: 44 {2}failed: 0/);
    },
    patience(600_000),
  );

  it(
    'runs it against the simulator with writes, chaining ids, and puts the config back',
    async () => {
      await prepared();
      const simulator = await startSimulator({ port: 0 });
      try {
        const { stdout, stderr } = await run(
          'npx',
          [
            'payments-contract',
            'behaviour',
            'contract',
            '--generated',
            'contract-gen/contract',
            '--base-url',
            `${simulator.url}/2.0`,
            '--allow-writes',
          ],
          {
            cwd: project,
            maxBuffer: 64 * 1024 * 1024,
            env: { ...process.env, PAYMENTS_ACCOUNT_ID: 'simulator-account', PAYMENTS_API_KEY: 'simulator-key' },
          },
        );
        expect(stdout).toMatch(/failed: 0/);
        expect(stdout).not.toMatch(/failed: [1-9]/);
        expect(stderr).toContain("contract: the account's config");
        expect(stderr).not.toContain('simulator-key');
      } finally {
        await simulator.stop();
      }
    },
    patience(600_000),
  );
});
