// The published types work in a Node-only project (issue 14: they needed the DOM lib for CryptoKey and HeadersInit).
// The package's declarations are emitted from src, then a consumer is compiled against them with lib ES2022 and
// types node only, library checking on, so an error inside our .d.ts files counts.
import { execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TSC } from '../../../test/helpers/tsc.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
const tsc = TSC;
// Under node_modules so that the declarations resolve openapi-fetch as a user's install would.
const out = join(root, 'node_modules/.cache/payments-contract-no-dom');

function compile(project: string, ...flags: string[]): string {
  try {
    execFileSync(process.execPath, [tsc, '-p', project, ...flags], { encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

describe('the types without the DOM lib', () => {
  it('compile a Node-only consumer against the emitted declarations', async () => {
    await rm(out, { recursive: true, force: true });
    await mkdir(out, { recursive: true });
    // Declarations only, into the cache: the package's own dist stays as `npm run build` left it for other tests.
    const build = join(root, 'packages/client/tsconfig.build.json');
    expect(compile(build, '--emitDeclarationOnly', '--outDir', join(out, 'client')), 'emitting').toBe('');
    await writeFile(
      join(out, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2022'],
          types: ['node'],
          typeRoots: [join(root, 'node_modules/@types')],
          strict: true,
          exactOptionalPropertyTypes: true,
          skipLibCheck: false,
          noEmit: true,
          paths: { '@payments-contract/client': [join(out, 'client/index.d.ts')] },
        },
        files: [join(here, 'fixtures/no-dom/consumer.ts')],
      }),
    );
    expect(compile(join(out, 'tsconfig.json'))).toBe('');
  });
});
