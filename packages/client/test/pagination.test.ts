// Async iteration over page-style and cursor-style lists, with an injected fetch that serves pages.
import { describe, expect, it } from 'vitest';
import { createPaymentsClient, ServiceResponseError } from '../src/index.js';
import { paginate } from '../src/lists.js';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientServing(answer: (url: URL) => Response) {
  const urls: URL[] = [];
  const fetch = async (input: string) => {
    const url = new URL(input);
    urls.push(url);
    return answer(url);
  };
  return {
    urls,
    client: createPaymentsClient({
      baseUrl: 'https://sandbox.payments.example/2.0',
      accountId: 'a',
      apiKey: 'k',
      fetch,
    }),
  };
}

const pageOf = (page: number, total: number) => ({
  meta: { page: { current: page, total } },
  data: [{ id: `p${page}-a` }, { id: `p${page}-b` }],
});

describe('page-style lists', () => {
  it('follow meta.page to the last page, keeping the filters', async () => {
    const { client, urls } = clientServing((url) => json(pageOf(Number(url.searchParams.get('page') ?? 1), 3)));
    const ids = [];
    for await (const payment of paginate(client, '/single', { query: { method: 'cc', records_per_page: 2 } }))
      ids.push(payment.id);
    expect(ids).toEqual(['p1-a', 'p1-b', 'p2-a', 'p2-b', 'p3-a', 'p3-b']);
    expect(urls.map((u) => u.searchParams.get('page'))).toEqual([null, '2', '3']);
    expect(urls.every((u) => u.searchParams.get('method') === 'cc')).toBe(true);
  });

  it('stop at maxItems and maxPages', async () => {
    const { client, urls } = clientServing((url) => json(pageOf(Number(url.searchParams.get('page') ?? 1), 50)));
    const items = [];
    for await (const item of paginate(client, '/frequent', {}, { maxItems: 3 })) items.push(item);
    expect(items).toHaveLength(3);
    expect(urls).toHaveLength(2);
    const pages = [];
    for await (const item of paginate(client, '/frequent', {}, { maxPages: 4 })) pages.push(item);
    expect(pages).toHaveLength(8);
  });
});

describe('cursor-style lists', () => {
  it('follow metadata.next_cursor until it is empty', async () => {
    const cursors: Record<string, { next: string; ids: string[] }> = {
      '': { next: 'c2', ids: ['a', 'b'] },
      c2: { next: 'c3', ids: ['c'] },
      c3: { next: '', ids: ['d'] },
    };
    const { client, urls } = clientServing((url) => {
      const at = cursors[url.searchParams.get('cursor') ?? ''];
      return json({ metadata: { next_cursor: at?.next, count: at?.ids.length }, data: at?.ids.map((id) => ({ id })) });
    });
    const ids = [];
    for await (const capture of paginate(client, '/capture', { query: { limit: 2 } })) ids.push(capture.id);
    expect(ids).toEqual(['a', 'b', 'c', 'd']);
    expect(urls.map((u) => u.searchParams.get('cursor'))).toEqual([null, 'c2', 'c3']);
  });

  it('stop when the cursor does not move', async () => {
    const { client, urls } = clientServing(() =>
      json({ metadata: { next_cursor: 'same', count: 1 }, data: [{ id: 'x' }] }),
    );
    const ids = [];
    for await (const refund of paginate(client, '/refund')) ids.push(refund.id);
    expect(urls).toHaveLength(2);
    expect(ids).toEqual(['x', 'x']);
  });
});

it('throws the error envelope of a failed page', async () => {
  const { client } = clientServing(() =>
    json({ status: 'error', message: 'Authentication Error: Invalid AccountId or ApiKey' }, 403),
  );
  const listing = async () => {
    for await (const _ of paginate(client, '/link')) {
      // the first page fails
    }
  };
  await expect(listing()).rejects.toThrow(ServiceResponseError);
  await expect(listing()).rejects.toMatchObject({ error: { status: 403, authentication: 'invalid_credentials' } });
});
