// confirmNotification at its edges (Events rule 7, confirm through the details endpoint): what a notification is about
// (its Generic type and id, or an Authorisation's authorisation), a chargeback found through the chargeback list (the
// spec gives it no details operation), a path parameter of any name, and failures that name the call and the reason.

import { createPaymentsClient } from '@payments-contract/client';
import { describe, expect, it } from 'vitest';
import { type ConfirmationCandidate, ConfirmationError, confirmNotification, subjectOf } from '../src/index.js';

const ID = '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f';
type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | Error;

function service(answer: (path: string, url: URL) => Answer) {
  const asked: string[] = [];
  const fetch = async (input: string) => {
    const url = new URL(input);
    const path = url.pathname.replace(/^\/2\.0/, '');
    asked.push(path);
    const given = answer(path, url);
    if (given instanceof Error) throw given;
    const body = given.body === undefined ? '' : JSON.stringify(given.body);
    return new Response(body, {
      status: given.status,
      headers: { 'content-type': 'application/json', ...given.headers },
    });
  };
  const client = createPaymentsClient({
    baseUrl: 'http://service.test/2.0',
    accountId: 'a',
    apiKey: 'k',
    fetch,
    maxAttempts: 1,
  });
  return { client, asked };
}
const notFound = { status: 404, body: { status: 'error', message: ['not found'] } };

describe('subjectOf', () => {
  it.each([
    ['a Generic notification', { type: 'capture', id: ID }, 'genericNotification', { type: 'capture', id: ID }],
    ['a type the spec does not list', { type: 'payout', id: ID }, 'genericNotification', undefined],
    ['a type that is not a string', { type: 7, id: ID }, 'genericNotification', undefined],
    ['an id that is not a string', { type: 'capture', id: 7 }, 'genericNotification', undefined],
    ['an Authorisation', { authorisation: { id: ID } }, 'authorisationNotification', { type: 'authorisation', id: ID }],
    ['an Authorisation whose id is not a string', { authorisation: { id: 7 } }, 'authorisationNotification', undefined],
    ['an authorisation in a Generic notification', { authorisation: { id: ID } }, 'genericNotification', undefined],
    ['nothing it is about', {}, 'authorisationNotification', undefined],
  ] as const)('%s', (_name, notification, kind, want) => {
    expect(subjectOf(notification, kind)).toEqual(want);
  });

  it('is no authorisation when the types in use have none', () => {
    expect(subjectOf({ authorisation: { id: ID } }, 'authorisationNotification', ['capture'])).toBeUndefined();
  });
});

describe('confirmNotification', () => {
  it('finds a chargeback through the chargeback list, page by page', async () => {
    const { client, asked } = service((_path, url) =>
      url.searchParams.get('cursor') === 'c2'
        ? { status: 200, body: { data: [{ id: ID, status: 'open' }], metadata: { count: 1 } } }
        : { status: 200, body: { data: [{ id: 'other' }], metadata: { next_cursor: 'c2', count: 1 } } },
    );
    const confirmation = await confirmNotification({ type: 'chargeback', id: ID }, client, 'genericNotification');
    expect(asked).toEqual(['/chargeback', '/chargeback']);
    expect(confirmation).toMatchObject({ resource: 'chargeback', details: { id: ID, status: 'open' } });
    expect(confirmation.call).toEqual({
      operationId: 'listChargebacks',
      method: 'GET',
      path: '/chargeback',
      id: ID,
      status: 200,
    });
  });

  it('says not_found when the chargeback list does not hold the id', async () => {
    const { client } = service(() => ({ status: 200, body: { data: [{ id: 'other' }], metadata: {} } }));
    const error = await confirmNotification({ type: 'chargeback', id: ID }, client, 'genericNotification').catch(
      (e) => e,
    );
    expect(error).toMatchObject({
      name: 'ConfirmationError',
      reason: 'not_found',
      calls: [{ path: '/chargeback', status: 404 }],
    });
    expect(error.message).toBe(`chargeback ${ID} was not found by GET /chargeback`);
  });

  it('reads at most 50 pages of the chargeback list, so a list that never ends cannot hold it', async () => {
    let page = 0;
    const { client, asked } = service(() => ({
      status: 200,
      body: { data: [{ id: 'x' }], metadata: { next_cursor: `c${++page}` } },
    }));
    const error = await confirmNotification({ type: 'chargeback', id: ID }, client, 'genericNotification').catch(
      (e) => e,
    );
    expect(error.reason).toBe('not_found');
    expect(asked).toHaveLength(50);
  });

  it("fills a candidate's path parameter whatever its name", async () => {
    const map = {
      capture: [
        {
          resource: 'single',
          operationId: 'getSinglePayment',
          method: 'GET',
          path: '/single/{payment_id}',
          list: false,
          rules: [],
        },
      ],
    } satisfies Record<string, ConfirmationCandidate[]>;
    const { client, asked } = service(() => ({ status: 200, body: { id: ID } }));
    await confirmNotification({ type: 'capture', id: ID }, client, 'genericNotification', map);
    expect(asked).toEqual([`/single/${ID}`]);
  });

  it('refuses a notification that names nothing to confirm', async () => {
    const { client, asked } = service(() => notFound);
    const error = await confirmNotification({ status: 'success' }, client, 'genericNotification').catch((e) => e);
    expect(error).toBeInstanceOf(ConfirmationError);
    expect(error).toMatchObject({
      reason: 'no_subject',
      message: 'notification names no type and id to confirm',
      calls: [],
    });
    expect(asked).toEqual([]);
  });

  it('names every call that did not find it', async () => {
    const { client } = service(() => notFound);
    const error = await confirmNotification({ type: 'capture', id: ID }, client, 'genericNotification').catch((e) => e);
    expect(error.message).toBe(
      `capture ${ID} was not found by GET /capture/{id}, GET /single/{id}, GET /frequent/{id}`,
    );
  });

  it('is unavailable, naming the call and the status, when a candidate answers an error without a body', async () => {
    const { client } = service(() => ({ status: 503, headers: { 'content-length': '0' } }));
    const error = await confirmNotification({ type: 'capture', id: ID }, client, 'genericNotification').catch((e) => e);
    expect(error).toMatchObject({ reason: 'unavailable', message: `GET /capture/{id} for ${ID} answered 503` });
  });

  it('is unavailable when the service cannot be reached, keeping the calls made before', async () => {
    const { client } = service((path) =>
      path.startsWith('/capture') ? notFound : Object.assign(new TypeError('fetch failed'), { code: 'ECONNREFUSED' }),
    );
    const error = await confirmNotification({ type: 'capture', id: ID }, client, 'genericNotification').catch((e) => e);
    expect(error).toBeInstanceOf(ConfirmationError);
    expect(error.reason).toBe('unavailable');
    expect(error.message).toMatch(/^the service could not be asked: GET \/single\/.* got no answer after 1 try\.$/);
    expect(error.calls).toEqual([expect.objectContaining({ path: '/capture/{id}', status: 404 })]);
  });
});
