// `npm run publish:all` against a local Verdaccio as a team runs it: a run stopped half-way (here: one package
// already there, as after a fault) is finished by running it again, naming each package it publishes or skips; a
// second run publishes nothing and passes. Without a login it stops at the first package, naming it and the cure.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_ORDER } from '../../scripts/publish-all.js';
import { patience } from '../helpers/patience.js';
import { runScript } from '../helpers/run-script.js';
import { type LocalRegistry, startRegistry } from './registry.js';

const repoRoot = new URL('../../', import.meta.url).pathname;
const script = join(repoRoot, 'scripts/publish-all.js');
const specOf = async (folder: string) => {
  const { name, version } = JSON.parse(await readFile(join(repoRoot, folder, 'package.json'), 'utf8'));
  return `${name}@${version}`;
};

let registry: LocalRegistry;
let project: string;
beforeAll(async () => {
  registry = await startRegistry();
  project = await mkdtemp(join(tmpdir(), 'pc-publish-'));
  await writeFile(join(project, 'package.json'), '{ "name": "publisher", "private": true }\n');
}, patience(60_000));
afterAll(() => registry?.stop());

/** publish:all run from a folder whose .npmrc holds (or lacks) the login, as `npm login` would leave it. */
async function publishAll(login: boolean) {
  const host = registry.url.replace(/^http:/, '');
  await writeFile(join(project, '.npmrc'), login ? `${host}:_authToken=${registry.token}\n` : '');
  const previous = process.cwd();
  process.chdir(project);
  try {
    return await runScript(script, '--registry', registry.url);
  } finally {
    process.chdir(previous);
  }
}

describe('npm run publish:all', () => {
  it(
    'without a login, stops at the first package, naming it and how to resume',
    async () => {
      const { code, stderr } = await publishAll(false);
      const first = await specOf(PUBLISH_ORDER[0] as string);
      expect(stderr).toContain(`npm publish of ${first} failed`);
      expect(stderr).toContain('run publish:all again: it resumes');
      expect(code).toBe(1);
    },
    patience(120_000),
  );

  it(
    'resumes: skips what the registry has at that version, publishes the rest, then has nothing to do',
    async () => {
      const specs = await Promise.all(PUBLISH_ORDER.map(specOf));
      const [spec, ...rest] = specs;
      // A run stopped after its first package: the registry has the spec package and nothing else.
      const host = registry.url.replace(/^http:/, '');
      await writeFile(join(project, '.npmrc'), `${host}:_authToken=${registry.token}\n`);
      await promisify(execFile)(
        'npm',
        ['publish', join(repoRoot, PUBLISH_ORDER[0] as string), '--registry', registry.url],
        {
          cwd: project,
        },
      );
      const first = await publishAll(true);
      expect(first.code, first.stderr).toBe(0);
      expect(first.stderr).toContain(`skipped ${spec}: the registry already has it\n`);
      for (const other of rest) expect(first.stderr).toContain(`publishing ${other}\n`);
      expect(first.stderr).toContain(`published ${rest.length}, skipped 1 already there`);
      const again = await publishAll(true);
      expect(again.code, again.stderr).toBe(0);
      for (const spec of specs) expect(again.stderr).toContain(`skipped ${spec}: the registry already has it\n`);
      expect(again.stderr).toContain(`published 0, skipped ${specs.length} already there`);
      expect(again.stderr).not.toMatch(/cannot publish over/);
    },
    patience(600_000),
  );
});
