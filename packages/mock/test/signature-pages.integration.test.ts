// Two answers of the mock that told users something untrue (issue 20): a request missing only `Signature` was told
// its AccountId or ApiKey was missing, and a list walk never ended because every page had the same `next_cursor`.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import { listOperations } from '../../client/src/generated/policy.js';
import { createPaymentsClient } from '../../client/src/index.js';
import { paginate } from '../../client/src/lists.js';
import { createSimulator } from '../../simulator/src/index.js';
import { startMock } from '../src/index.js';

const spec = JSON.parse(readFileSync(new URL('../../spec/openapi.json', import.meta.url), 'utf8'));
const payout = spec.paths['/out_payment'].post.requestBody.content['application/json'].examples.Transfer.value;
const ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock({ port: 0 });
}, patience(40_000));
afterAll(() => mock?.stop());

describe('a signed operation without its Signature (Authentication rule 5)', () => {
  const simulator = createSimulator();
  it.each([
    ['POST /out_payment', 'POST', '/out_payment', JSON.stringify(payout)],
    ['DELETE /out_payment/{id}', 'DELETE', `/out_payment/${ID}`, undefined],
  ])('%s: 403 naming the Signature header, as the simulator answers', async (operation, method, path, body) => {
    const init = (accountId: string, apiKey: string) => ({
      method,
      headers: { AccountId: accountId, ApiKey: apiKey, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body }),
    });
    const fromMock = await fetch(`${mock.url}${path}`, init('a', 'k'));
    const fromSimulator = await simulator.fetch(`http://simulator${path}`, init('simulator-account', 'simulator-key'));
    const got = { status: fromMock.status, body: await fromMock.json() };
    expect(got).toEqual({ status: fromSimulator.status, body: await fromSimulator.json() });
    expect(got.status).toBe(403);
    expect(Object.keys(spec.paths[path.replace(ID, '{id}')][method.toLowerCase()].responses)).toContain('403');
    expect(got.body.message).toBe(`Authentication Error: Missing 'Signature' header (${operation} is signed)`);
    expect(fromMock.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('still passes a signed request on to Prism', async () => {
    const answer = await fetch(`${mock.url}/out_payment/${ID}`, {
      method: 'DELETE',
      headers: { AccountId: 'a', ApiKey: 'k', Signature: 'c2lnbmVk' },
    });
    expect(answer.status).toBe(204);
  });
});

describe('a list walk against the mock ends (Pagination envelopes)', () => {
  const client = () => createPaymentsClient({ baseUrl: mock.url, accountId: 'a', apiKey: 'k' });

  it.each([['/capture'], ['/single'], ['/frequent']] as const)(
    'paginate() over GET %s yields the one page of examples once',
    async (path) => {
      const first = await (await fetch(`${mock.url}${path}`, { headers: { AccountId: 'a', ApiKey: 'k' } })).json();
      const ids: unknown[] = [];
      for await (const item of paginate(client(), path)) ids.push((item as { id?: unknown }).id);
      expect(ids).toEqual(first.data.map((item: { id: unknown }) => item.id));
    },
  );

  const cursorLists = Object.entries(listOperations).filter(([, style]) => style === 'cursor');
  it.each(cursorLists.map(([path]) => [path]))(
    'following next_cursor over GET %s ends on an empty page',
    async (path) => {
      let cursor: string | undefined;
      let requests = 0;
      do {
        const query = cursor === undefined ? '' : `?cursor=${encodeURIComponent(cursor)}`;
        const page = await (
          await fetch(`${mock.url}${path}${query}`, { headers: { AccountId: 'a', ApiKey: 'k' } })
        ).json();
        requests++;
        if (requests > 1) expect(page).toEqual({ metadata: { next_cursor: '', count: 0 }, data: [] });
        cursor = page.metadata?.next_cursor || undefined;
      } while (cursor !== undefined && requests < 10);
      expect(requests).toBeLessThanOrEqual(2);
    },
  );

  it('asking a page-style list for page 2 gets an empty page', async () => {
    const page = await (await fetch(`${mock.url}/single?page=2`, { headers: { AccountId: 'a', ApiKey: 'k' } })).json();
    expect(page.data).toEqual([]);
    expect(page.meta.page.current).toBe(2);
    expect(page.meta.links.next).toBe('');
  });
});
