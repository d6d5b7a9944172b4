// A good guest on a sandbox (issue 31), proved against a simulator that stands for a user's sandbox account: it
// already has payment links and a config pointing at the user's own receiver. The suite runs against it as against
// a service, with writes: the workflows that make and delete a link and that PATCH /config pass there, the user's
// links are untouched, and the config is as it was (read first, put back at the end by the runner, over HTTP with
// the default fetch).
import { startSimulator } from '@payments-contract/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import { runBehaviour } from '../src/run.js';

const credentials = { accountId: 'simulator-account', apiKey: 'simulator-key' };
const USER = { generic: 'https://merchant.example/generic', transaction: 'https://merchant.example/transaction' };
let running: Awaited<ReturnType<typeof startSimulator>>;
let base: string;
const userLinks: string[] = [];

const call = async (method: string, path: string, body?: unknown) => {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { AccountId: credentials.accountId, ApiKey: credentials.apiKey, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: answer.status, body: await answer.json() };
};

beforeAll(async () => {
  running = await startSimulator({ port: 0 });
  base = `${running.url}/2.0`;
  expect((await call('PATCH', '/config', USER)).status).toBe(200);
  for (const order of ['user-1', 'user-2', 'user-3']) {
    const made = await call('POST', '/link', {
      type: 'SINGLE',
      customer: { name: 'Rui Costa', email: 'rui@example.com', phone: '911234567', language: 'PT' },
      payment: { methods: ['cc'], capture: { descriptive: order, key: order } },
    });
    expect(made.status).toBe(201);
    userLinks.push(made.body.id);
  }
}, patience(30_000));
afterAll(() => running?.stop());

describe('the suite on an account that has data of its own', () => {
  it(
    'passes without assuming an empty account, and leaves the links and the config as they were',
    async () => {
      const result = await runBehaviour({
        target: 'service',
        baseUrl: base,
        credentials,
        allowWrites: true,
        workflows: ['link-delete-irreversible', 'config-set-and-read'],
      });
      expect(result.workflows.map((w) => [w.key, w.outcome, w.result?.failures ?? []])).toEqual([
        ['lifecycle.arazzo.yaml#link-delete-irreversible', 'passed', []],
        ['lifecycle.arazzo.yaml#config-set-and-read', 'passed', []],
      ]);
      expect(result.config).toEqual({ restored: true, differs: [] });
      expect((await call('GET', '/config')).body).toMatchObject(USER);
      for (const id of userLinks) expect((await call('GET', `/link/${id}`)).body.status).toBe('ACTIVE');
    },
    patience(120_000),
  );
});
