// Packs every package the guides tell users to install, as `npm publish` would, into a folder of tarballs.
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const repoRoot = new URL('../../', import.meta.url).pathname;
/** Folder in the repository → package name. */
export const publishable: Record<string, string> = {
  'packages/spec': '@payments-contract/spec',
  'packages/openapi-vocabulary': '@payments-contract/openapi-vocabulary',
  'packages/validator-runtime': '@payments-contract/validator-runtime',
  'packages/client': '@payments-contract/client',
  'packages/validators': '@payments-contract/validators',
  'packages/webhooks': '@payments-contract/webhooks',
  'packages/mock': '@payments-contract/mock',
  'packages/simulator': '@payments-contract/simulator',
  'packages/behaviour': '@payments-contract/behaviour',
  generators: '@payments-contract/generators',
};

export const run = promisify(execFile);

/** @returns tarball path by package name */
export async function packAll(): Promise<Record<string, string>> {
  const destination = await mkdtemp(join(tmpdir(), 'pc-packs-'));
  const { stdout } = await run(
    'npm',
    ['pack', '--json', '--pack-destination', destination, ...Object.keys(publishable).flatMap((w) => ['-w', w])],
    { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 },
  );
  const packed = JSON.parse(stdout) as { name: string; filename: string }[];
  return Object.fromEntries(packed.map((p) => [p.name, join(destination, p.filename)]));
}
