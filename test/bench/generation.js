// @ts-check
// 1. Generation: our whole `generate` (client types and policy, validators, notification types, contract copy)
// against @hey-api/openapi-ts generating its client from the same bundle, and openapi-typescript alone (the floor).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pick, row, wallTime } from './stats.js';

const require = createRequire(import.meta.url);
const SPEC = fileURLToPath(new URL('../../packages/spec/openapi.json', import.meta.url));
const OURS = fileURLToPath(new URL('../../generators/cli.js', import.meta.url));
const HEY_API = join(require.resolve('@hey-api/openapi-ts/package.json'), '..', 'bin', 'run.js');
const OPENAPI_TYPESCRIPT = join(require.resolve('openapi-typescript/package.json'), '..', 'bin', 'cli.js');

/** Runs a command from `cwd` (a fresh folder: openapi-typescript's CLI would otherwise read our redocly.yaml). */
/** @param {string[]} args @param {string} cwd */
function node(args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: 'ignore', cwd });
    child.once('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

export async function measureGeneration() {
  const out = await mkdtemp(join(tmpdir(), 'bench-generate-'));
  try {
    const times = await wallTime({
      'payments-contract generate': () => node([OURS, 'generate', '--spec', SPEC, '--out', join(out, 'ours')], out),
      '@hey-api/openapi-ts': () => node([HEY_API, '-i', SPEC, '-o', join(out, 'hey-api'), '-s'], out),
      'openapi-typescript alone': () => node([OPENAPI_TYPESCRIPT, SPEC, '-o', join(out, 'types.ts')], out),
    });
    return [
      row({
        figure: 'Generation (whole generate, wall time)',
        unit: 'ms',
        ours: pick(times, 'payments-contract generate'),
        peers: [pick(times, '@hey-api/openapi-ts'), pick(times, 'openapi-typescript alone')],
        target: {
          peer: '@hey-api/openapi-ts',
          test: (ratio) => ratio <= 1,
          text: 'no slower than hey-api (ratio ≤ 1)',
        },
      }),
    ];
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
