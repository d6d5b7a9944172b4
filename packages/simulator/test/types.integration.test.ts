// The simulator's declarations (emitted from its JSDoc by `npm run build`) serve a strict TypeScript user: the
// fixture imports the package by name, with library checking on, so an error inside our .d.ts counts.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { TSC } from '../../../test/helpers/tsc.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
const tsc = TSC;
const out = join(root, 'node_modules/.cache/payments-contract-simulator-types');

it('compile a strict consumer of @payments-contract/simulator (nodenext, no implicit any, lib checked)', async () => {
  await mkdir(out, { recursive: true });
  const project = join(out, 'tsconfig.json');
  await writeFile(
    project,
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2022'],
        types: ['node'],
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        typeRoots: [join(root, 'node_modules/@types')],
      },
      files: [join(here, 'fixtures/consumer.ts')],
    }),
  );
  let output = '';
  try {
    execFileSync(process.execPath, [tsc, '-p', project], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? error);
  }
  expect(output).toBe('');
});
