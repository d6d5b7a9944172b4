// What a user does, in a project of their own with no access to this repository: install the packed tarballs,
// change a copy of the spec (a new path, schema and notification type), generate, compile with strict tsc under
// `nodenext`, `bundler` and CommonJS (`node16`) settings, then call the mock through the client, validate a request
// and parse a notification. Files of that project are in test/consumer/project/.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { packAll, run } from './pack.js';

const projectFiles = new URL('./project/', import.meta.url).pathname;
let project: string;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const inProject = (command: string, args: string[]) =>
  run(command, args, { cwd: project, maxBuffer: 64 * 1024 * 1024 }).catch((error) => {
    throw new Error(`${command} ${args.join(' ')} failed:\n${error.stdout}\n${error.stderr}`);
  });

const strict = {
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  skipLibCheck: false,
  types: ['node'],
  lib: ['ES2022', 'DOM'],
  target: 'ES2022',
};
const tsconfigs = {
  // tsc emitting to an outDir copies the generated validators' JavaScript only with allowJs (their .d.ts give the
  // types either way): the set-up docs/guides/regenerating-the-client.md gives.
  'tsconfig.nodenext.json': {
    compilerOptions: { ...strict, module: 'nodenext', outDir: 'dist', allowJs: true },
    include: ['app.ts', 'generated/**/*'],
  },
  'tsconfig.bundler.json': {
    compilerOptions: { ...strict, module: 'esnext', moduleResolution: 'bundler', noEmit: true },
    files: ['app.ts'],
  },
  'tsconfig.cjs.json': {
    compilerOptions: { ...strict, module: 'node16', outDir: 'dist-cjs' },
    files: ['cjs-app.cts'],
  },
  'tsconfig.misspelled.json': {
    compilerOptions: { ...strict, module: 'nodenext', noEmit: true },
    files: ['misspelled.ts'],
  },
};

beforeAll(async () => {
  const tarballs = await packAll();
  project = await mkdtemp(join(tmpdir(), 'pc-consumer-'));
  await cp(projectFiles, project, { recursive: true });
  await writeFile(join(project, 'package.json'), json({ name: 'consumer', private: true, type: 'module' }));
  for (const [name, config] of Object.entries(tsconfigs)) await writeFile(join(project, name), json(config));
  await inProject('npm', [
    'install',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
    ...Object.values(tarballs),
    'typescript@5.9.3',
    '@types/node@20',
    'jest@30',
  ]);
  await inProject(process.execPath, ['modify-spec.mjs']);
}, 600_000);

describe('a user of the packages, in a project of their own', () => {
  let generated: Awaited<ReturnType<typeof run>>;
  beforeAll(async () => {
    generated = await inProject('npx', ['payments-contract', 'generate', '--out', 'generated', '--spec', 'spec.json']);
  }, 120_000);

  it('generates from their changed spec, skipping nothing', () => {
    expect(generated.stderr).toContain('wrote');
    expect(generated.stderr).not.toContain('skipped');
  });

  it('finds the generated code up to date with --check', async () => {
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
  }, 120_000);

  it.each(['nodenext', 'bundler', 'cjs'])(
    'compiles under strict tsc with the %s setting',
    async (setting) => {
      await inProject('npx', ['tsc', '-p', `tsconfig.${setting}.json`]);
    },
    120_000,
  );

  it('cannot import a misspelled operation', async () => {
    const failed = await run('npx', ['tsc', '-p', 'tsconfig.misspelled.json'], { cwd: project }).catch((e) => e);
    expect(failed.code).toBe(2);
    expect(failed.stdout).toContain("Cannot find module './generated/validators/operations/creditLoyaltyAcount.js'");
  }, 120_000);

  it('calls the mock through the client, validates a request, parses a notification', async () => {
    if (!existsSync(join(project, 'dist', 'app.js'))) await inProject('npx', ['tsc', '-p', 'tsconfig.nodenext.json']);
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
  }, 120_000);

  it('runs the packages under Jest 30', async () => {
    const { stderr } = await inProject('npx', ['jest', '--ci', '--rootDir', '.', '--testMatch', '**/jest.test.cjs']);
    expect(stderr).toMatch(/Tests:\s+1 passed, 1 total/);
  }, 120_000);

  it('loads the packages from CommonJS', async () => {
    if (!existsSync(join(project, 'dist-cjs', 'cjs-app.cjs')))
      await inProject('npx', ['tsc', '-p', 'tsconfig.cjs.json']);
    const { stdout } = await inProject(process.execPath, ['dist-cjs/cjs-app.cjs']);
    expect(JSON.parse(stdout)).toEqual({ client: 'function', checked: true, parsed: true });
  }, 120_000);
});
