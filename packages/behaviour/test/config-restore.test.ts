// A good guest (issue 31): the account's config is read before a run with writes and put back after it, so that
// the user's notification receiver is not cut off. In process against the simulator (its `fetch`); the runner's own
// path, over HTTP with the default fetch, is proved in good-guest.integration.test.ts.
import { createSimulator } from '@payments-contract/simulator';
import { describe, expect, it } from 'vitest';
import { CONFIG_FIELDS, saveConfig } from '../src/config-restore.js';

const baseUrl = 'http://simulator.test/2.0';
const credentials = { accountId: 'simulator-account', apiKey: 'simulator-key' };
const headers = { AccountId: credentials.accountId, ApiKey: credentials.apiKey, 'Content-Type': 'application/json' };
const USER = { generic: 'https://merchant.example/generic', transaction: 'https://merchant.example/transaction' };

async function seeded() {
  const simulator = createSimulator();
  const set = await simulator.fetch(`${baseUrl}/config`, { method: 'PATCH', headers, body: JSON.stringify(USER) });
  expect(set.status).toBe(200);
  const config = async () => (await simulator.fetch(`${baseUrl}/config`, { headers })).json();
  return { simulator, config };
}

describe('saveConfig', () => {
  it('reads the fields PATCH /config takes', () => {
    expect(CONFIG_FIELDS).toEqual(expect.arrayContaining(['generic', 'authorisation', 'transaction']));
  });

  it('puts back the notification URLs a run changed', async () => {
    const { simulator, config } = await seeded();
    const saved = await saveConfig({ baseUrl, credentials, fetch: simulator.fetch });
    expect(saved.saved).toEqual(USER);
    const run = {
      generic: 'https://shop.example/payments/notifications/generic',
      authorisation: 'http://127.0.0.1:9/a',
    };
    await simulator.fetch(`${baseUrl}/config`, { method: 'PATCH', headers, body: JSON.stringify(run) });
    expect(await config()).toMatchObject(run);
    // authorisation was not set before: a PATCH cannot take it away, and that is said
    expect(await saved.restore()).toEqual({ differs: ['authorisation'] });
    expect(await config()).toMatchObject(USER);
  });

  it('says nothing differs when the run changed only what the account had', async () => {
    const { simulator, config } = await seeded();
    const saved = await saveConfig({ baseUrl, credentials, fetch: simulator.fetch });
    await simulator.fetch(`${baseUrl}/config`, {
      method: 'PATCH',
      headers,
      body: '{"generic":"http://127.0.0.1:9/g"}',
    });
    expect(await saved.restore()).toEqual({ differs: [] });
    expect(await config()).toMatchObject(USER);
  });

  it('refuses to start when the config cannot be read, naming the status', async () => {
    const { simulator } = await seeded();
    await expect(
      saveConfig({ baseUrl, credentials: { ...credentials, apiKey: 'wrong' }, fetch: simulator.fetch }),
    ).rejects.toThrow(/^GET \/config answered 403: .*nothing was run/);
  });
});
