// `import { startMock } from '@payments-contract/mock'` compiles under strict TypeScript (issue 20: it failed with
// TS7016, no declarations): the fixture types/consumer.ts is compiled with tsc against the package as installed
// (its package.json `exports` lead to dist/index.d.ts, which tsc emits from src/index.js's JSDoc).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import { TSC } from '../../../test/helpers/tsc.js';

const tsc = TSC;
const fixture = new URL('./types/consumer.ts', import.meta.url).pathname;
const flags = ['--ignoreConfig', '--noEmit', '--strict', '--exactOptionalPropertyTypes', '--noUncheckedIndexedAccess'];
const module = ['--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--types', 'node'];

describe('the declarations of @payments-contract/mock', () => {
  it(
    'let a strict consumer compile',
    async () => {
      const run = promisify(execFile)(process.execPath, [tsc, ...flags, ...module, fixture]);
      const result = await run.then(
        () => ({ code: 0, stdout: '' }),
        (error: { code: number; stdout: string }) => error,
      );
      expect(result.stdout).toBe('');
      expect(result.code).toBe(0);
    },
    patience(60_000),
  );
});
