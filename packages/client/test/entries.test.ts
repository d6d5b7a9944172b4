// The entries of issue 30 from the built package, as a user installs it: each subpath (`/signing`, `/lists`,
// `/recovery`, `/response-check` and its old name `/answer-check`, `/logging`) loads by name in both module systems, works, and shares the default
// entry's modules, so that an error it throws is an instance of the class the default entry exports.
// (Run `npm run build` first: the entries are the package's dist/.)
import { generateKeyPairSync, verify } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { importBuilt } from '../../../test/helpers/import-built.js';

const require = createRequire(import.meta.url);
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

type Root = typeof import('@payments-contract/client');
type Entries = {
  root: Root;
  signing: typeof import('@payments-contract/client/signing');
  lists: typeof import('@payments-contract/client/lists');
  recovery: typeof import('@payments-contract/client/recovery');
  responseCheck: typeof import('@payments-contract/client/response-check');
  answerCheck: typeof import('@payments-contract/client/answer-check');
  logging: typeof import('@payments-contract/client/logging');
};

const loaders: [string, () => Promise<Entries>][] = [
  [
    'ES module',
    async () => ({
      root: await importBuilt<Entries['root']>('@payments-contract/client'),
      signing: await importBuilt<Entries['signing']>('@payments-contract/client/signing'),
      lists: await importBuilt<Entries['lists']>('@payments-contract/client/lists'),
      recovery: await importBuilt<Entries['recovery']>('@payments-contract/client/recovery'),
      responseCheck: await importBuilt<Entries['responseCheck']>('@payments-contract/client/response-check'),
      answerCheck: await importBuilt<Entries['answerCheck']>('@payments-contract/client/answer-check'),
      logging: await importBuilt<Entries['logging']>('@payments-contract/client/logging'),
    }),
  ],
  [
    'CommonJS',
    async () => ({
      root: require('@payments-contract/client'),
      signing: require('@payments-contract/client/signing'),
      lists: require('@payments-contract/client/lists'),
      recovery: require('@payments-contract/client/recovery'),
      responseCheck: require('@payments-contract/client/response-check'),
      answerCheck: require('@payments-contract/client/answer-check'),
      logging: require('@payments-contract/client/logging'),
    }),
  ],
];

describe.each(loaders)('the entries, loaded as %s from the built package', (_system, load) => {
  it('sign: a signature from /signing verifies with the public key', async () => {
    const { signing } = await load();
    const signature = await signing.rsaSigner(pem).sign(new TextEncoder().encode('op-1'));
    expect(verify('sha256', Buffer.from('op-1'), publicKey, Buffer.from(signature, 'base64'))).toBe(true);
  });

  it("throw the default entry's error classes (one copy of each module)", async () => {
    const { root, signing, responseCheck, answerCheck, logging, recovery } = await load();
    expect(() => signing.rsaSigner(42 as never)).toThrow(root.ConfigurationError);
    expect(() => responseCheck.responseCheck('throw', undefined as never)).toThrow(root.ConfigurationError);
    // The old entry's name is the new entry's function, not a copy (deprecated for one release).
    expect(answerCheck.answerCheck).toBe(responseCheck.responseCheck);
    expect(() => logging.atLevel(console, 'loud' as never)).toThrow(root.ConfigurationError);
    const expired = { idempotencyKey: 'k', resendBefore: new Date(0) };
    await expect(recovery.resendUnknownOutcome(expired, async () => 1)).rejects.toThrow(root.RequestRefusedError);
  });

  it('list: intervalFilter and paginate from /lists', async () => {
    const { root, lists } = await load();
    expect(lists.intervalFilter('2026-11-01 00:00', '2026-11-08 00:00')).toBe(
      'interval(2026-11-01 00:00,2026-11-08 00:00)',
    );
    const page = { data: [{ id: 'c1' }], metadata: { next_cursor: null } };
    const fetch = async () => Response.json(page);
    const client = root.createPaymentsClient({
      baseUrl: 'https://sandbox.payments.example/2.0',
      accountId: 'a',
      apiKey: 'k',
      fetch,
    });
    const ids: unknown[] = [];
    for await (const capture of lists.paginate(client, '/capture')) ids.push(capture.id);
    expect(ids).toEqual(['c1']);
  });

  it('leave the moved names out of the default entry', async () => {
    const { root } = await load();
    const moved = ['rsaSigner', 'paginate', 'intervalFilter', 'resendUnknownOutcome', 'responseCheck', 'answerCheck'];
    for (const name of [...moved, 'atLevel']) expect(root).not.toHaveProperty(name);
  });
});
