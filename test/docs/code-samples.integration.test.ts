// The code samples the docs page shows on every operation (x-codeSamples, from scripts/code-samples): the page
// shows exactly the committed files, `tsc` checks the TypeScript ones (npm test's typecheck), and here every sample
// runs against the mock and must get the operation's documented success status: the TypeScript through the client,
// the curl ones in bash (with openssl signing where the operation is signed), the notification ones through the
// webhooks handler.
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createPaymentsClient } from '@payments-contract/client';
import { rsaSigner } from '@payments-contract/client/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from '../../packages/mock/src/index.js';
import { SAMPLE_HEADER, SAMPLES_FOLDER } from '../../scripts/code-samples/index.js';
import { successStatus } from '../../scripts/code-samples/requests.js';
import { patience } from '../helpers/patience.js';
import { freshBundle, type Node, operations } from '../helpers/spec.js';
import index from '../spec/data/interface-operations.json' with { type: 'json' };

const run = promisify(execFile);
const folder = new URL(`../../${SAMPLES_FOLDER}/`, import.meta.url).pathname;
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
let mock: Awaited<ReturnType<typeof startMock>>;
let document: Node;
let samples: Record<string, string>;
let shellHome: string;

beforeAll(async () => {
  ({ document, samples } = await freshBundle());
  mock = await startMock({ port: 0 });
  // curl reads a config file from CURL_HOME: it adds the status line without changing the sample itself.
  shellHome = await mkdtemp(join(tmpdir(), 'curl-samples-'));
  await writeFile(join(shellHome, '.curlrc'), 'write-out = "\\n%{http_code}"\n');
  await writeFile(join(shellHome, 'private-key.pem'), privateKey.export({ type: 'pkcs8', format: 'pem' }));
}, patience(40_000));
afterAll(async () => {
  await mock?.stop();
  if (shellHome) await rm(shellHome, { recursive: true, force: true });
});

const options = () => ({
  baseUrl: mock.url,
  accountId: 'demo',
  apiKey: 'demo',
  signer: rsaSigner(privateKey),
  backoff: { baseMs: 1 },
});
const allOperations = () => [...operations(document)];
const pathOperations = () => allOperations().filter((o) => o.kind === 'paths');

type Sample = { lang: string; label: string; source: string };
const samplesOf = (operation: Node): Sample[] => operation['x-codeSamples'] ?? [];

describe('x-codeSamples in the bundle', () => {
  it('puts a TypeScript and a curl sample on every operation, and a TypeScript one on every notification', () => {
    const missing = allOperations()
      .filter(({ kind, operation }) => {
        const labels = samplesOf(operation).map((s) => s.label);
        return !labels.includes('TypeScript') || (kind === 'paths' && !labels.includes('curl'));
      })
      .map(({ pointer }) => pointer);
    expect(missing).toEqual([]);
    expect(pathOperations()).toHaveLength(index.operations.length);
  });

  it('shows exactly the committed sample files that tsc checks and this test runs', async () => {
    const committed = (await readdir(folder, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(folder.length))
      .sort();
    expect(committed).toEqual(Object.keys(samples).sort());
    const differing = [];
    for (const [name, text] of Object.entries(samples))
      if ((await readFile(join(folder, name), 'utf8')) !== text) differing.push(name);
    expect(differing, 'run `npm run bundle` and commit docs/samples/generated').toEqual([]);
    for (const { operation } of allOperations()) {
      const typescript = samplesOf(operation).find((s) => s.label === 'TypeScript');
      const kind = operation.operationId.startsWith('receive') ? 'notifications' : 'operations';
      expect(SAMPLE_HEADER + typescript?.source).toBe(samples[`${kind}/${operation.operationId}.ts`]);
    }
  });
});

describe('every TypeScript sample, against the mock', () => {
  it(
    'gets each operation its documented success status',
    async () => {
      const results: Record<string, number | string> = {};
      const expected: Record<string, number> = {};
      for (const { operation } of pathOperations()) {
        const module = await import(`${folder}operations/${operation.operationId}.ts`);
        expected[operation.operationId] = successStatus(operation);
        try {
          results[operation.operationId] = (await module[operation.operationId](options())).status;
        } catch (error) {
          results[operation.operationId] = String(error);
        }
      }
      expect(results).toEqual(expected);
    },
    patience(120_000),
  );

  it('throws, naming the status, when the service refuses the call', async () => {
    const { getCapture } = await import(`${folder}operations/getCapture.ts`);
    await expect(getCapture({ ...options(), baseUrl: `${mock.url}/not-the-base-address` })).rejects.toThrow(
      /answered 404/,
    );
  });
});

describe('every curl sample, in bash against the mock', () => {
  it(
    'gets each operation its documented success status',
    async () => {
      const results: Record<string, number | string> = {};
      const expected: Record<string, number> = {};
      const env = { PATH: process.env.PATH, CURL_HOME: shellHome, PAYMENTS_BASE_URL: mock.url };
      for (const { operation } of pathOperations()) {
        expected[operation.operationId] = successStatus(operation);
        const script = samples[`curl/${operation.operationId}.sh`] ?? '';
        const { stdout } = await run('bash', ['--norc', '--noprofile', '-euc', script], {
          cwd: shellHome,
          env: { ...env, PAYMENTS_ACCOUNT_ID: 'demo', PAYMENTS_API_KEY: 'demo' },
        }).catch((error) => ({ stdout: `failed: ${error.stderr}` }));
        results[operation.operationId] = Number(stdout.trim().split('\n').pop()) || stdout;
      }
      expect(results).toEqual(expected);
    },
    patience(120_000),
  );

  it('shows a status other than the documented one when the service refuses the call', async () => {
    const { stdout } = await run('bash', ['--norc', '--noprofile', '-euc', samples['curl/getConfig.sh'] ?? ''], {
      cwd: shellHome,
      env: {
        PATH: process.env.PATH,
        CURL_HOME: shellHome,
        PAYMENTS_BASE_URL: `${mock.url}/not-the-base-address`,
        PAYMENTS_ACCOUNT_ID: 'demo',
        PAYMENTS_API_KEY: 'demo',
      },
    });
    expect(stdout.trim().split('\n').pop()).toBe('404');
  });
});

describe('every notification sample, through the webhooks handler against the mock', () => {
  it(
    'is handled (200) and confirmed with the service',
    async () => {
      const results: Record<string, unknown> = {};
      const expected: Record<string, unknown> = {};
      for (const { operation } of allOperations().filter((o) => o.kind === 'webhooks')) {
        const module = await import(`${folder}notifications/${operation.operationId}.ts`);
        results[operation.operationId] = await module[operation.operationId](options());
        const type = Object.values<Node>(operation.requestBody.content['application/json'].examples)[0].value.type;
        expected[operation.operationId] = { status: 200, handled: [{ type, confirmed: true }] };
      }
      expect(results).toEqual(expected);
    },
    patience(60_000),
  );
});

describe('the type check the samples pass (npm test runs tsc over docs/samples/generated)', () => {
  it('refuses a call whose body or path breaks the operation (these lines must not compile)', () => {
    const client = createPaymentsClient({ baseUrl: 'http://127.0.0.1:9', accountId: 'a', apiKey: 'k' });
    const wrongBody = () =>
      client.POST('/capture/{id}', {
        params: { path: { id: '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21' } },
        // @ts-expect-error `value` is a number in the spec, not a string
        body: { descriptive: 'Order 2026-0042', value: 'twenty-five' },
      });
    const missingPath = () =>
      client.GET('/capture/{id}', {
        // @ts-expect-error the path needs its `id`
        params: { path: {} },
      });
    expect([typeof wrongBody, typeof missingPath]).toEqual(['function', 'function']);
  });
});
