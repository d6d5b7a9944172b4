// Where paginate stops (Pagination envelopes: page style follows `meta.page.current`/`meta.page.total`, cursor style
// `metadata.next_cursor`): at the last page, at an empty page, at a cursor that is absent or empty, at the caller's
// limits without fetching a page more than needed, and at an error answer.
import { describe, expect, it } from 'vitest';
import { createPaymentsClient, ServiceResponseError } from '../src/index.js';
import { paginate } from '../src/lists.js';

function serving(answer: (url: URL) => unknown, status = 200) {
  const urls: URL[] = [];
  const fetch = async (input: string) => {
    const url = new URL(input);
    urls.push(url);
    return Response.json(answer(url), { status });
  };
  const client = createPaymentsClient({
    baseUrl: 'https://sandbox.payments.example/2.0',
    accountId: 'a',
    apiKey: 'k',
    fetch,
  });
  return { client, urls };
}
async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const seen: T[] = [];
  for await (const item of items) seen.push(item);
  return seen;
}
const two = (page: number) => [{ id: `p${page}-a` }, { id: `p${page}-b` }];

describe('page style', () => {
  it('reads one page when the answer has no meta.page', async () => {
    const { client, urls } = serving(() => ({ data: two(1) }));
    expect(await all(paginate(client, '/single'))).toHaveLength(2);
    expect(urls).toHaveLength(1);
  });

  it('starts from the page the caller asks for', async () => {
    const page = (url: URL) => Number(url.searchParams.get('page'));
    const { client, urls } = serving((url) => ({ meta: { page: { total: 3 } }, data: two(page(url)) }));
    const ids = (await all(paginate(client, '/single', { query: { page: 2 } }))).map((p) => p.id);
    expect(ids).toEqual(['p2-a', 'p2-b', 'p3-a', 'p3-b']);
    expect(urls.map(page)).toEqual([2, 3]);
  });

  it('stops at an empty page even when meta says there are more', async () => {
    const { client, urls } = serving(() => ({ meta: { page: { current: 1, total: 9 } }, data: [] }));
    expect(await all(paginate(client, '/frequent'))).toEqual([]);
    expect(urls).toHaveLength(1);
  });

  it('stops at maxItems without fetching the next page', async () => {
    const { client, urls } = serving((url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      return { meta: { page: { current: page, total: 5 } }, data: two(page) };
    });
    expect(await all(paginate(client, '/frequent', {}, { maxItems: 2 }))).toHaveLength(2);
    expect(urls).toHaveLength(1);
    expect(await all(paginate(client, '/frequent', {}, { maxItems: 0 }))).toEqual([]);
    expect(urls).toHaveLength(1);
    expect(await all(paginate(client, '/frequent', {}, { maxPages: 1 }))).toHaveLength(2);
    expect(urls).toHaveLength(2);
  });
});

describe('cursor style', () => {
  it.each([
    ['absent', {}],
    ['empty', { next_cursor: '' }],
    ['not a string', { next_cursor: 7 }],
  ])('stops when next_cursor is %s', async (_name, metadata) => {
    const { client, urls } = serving(() => ({ metadata, data: [{ id: 'c1' }] }));
    expect(await all(paginate(client, '/capture'))).toHaveLength(1);
    expect(urls).toHaveLength(1);
  });
});

it('throws the service envelope of an error answer, naming the status', async () => {
  const { client } = serving(() => ({ status: 'error', message: ['limit must be at most 100'] }), 400);
  const error = await all(paginate(client, '/capture', { query: { limit: 500 } })).catch((e) => e);
  expect(error).toBeInstanceOf(ServiceResponseError);
  expect(error.message).toBe('The service answered 400: limit must be at most 100.');
});
