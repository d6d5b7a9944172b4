// confirmNotification against a service of known records (an injected fetch): the notified id is looked up through
// the spec's candidates in order, the next tried only on 404, and the result names the call that found it; details
// that contradict the notification, or have not settled, say so. The map comes from the spec (generated), so these
// tests hold the spec to the interface's Events rules 1-7.
import { createPaymentsClient } from '@payments-contract/client';
import { describe, expect, it } from 'vitest';
import { ConfirmationError, confirmations, confirmNotification } from '../src/index.js';

const CAPTURE = '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f';
const SINGLE = '1bbc14c3-8ca8-492c-887d-1ca86400e4fa';
const FREQUENT = '4c67e74b-a256-4e0a-965d-97bf5d01bd50';
const records: Record<string, Record<string, unknown>> = {
  [`/capture/${CAPTURE}`]: { id: CAPTURE, status: 'success', payment_type: 'frequent' },
  [`/single/${SINGLE}`]: { id: SINGLE, payment_status: 'paid' },
  [`/frequent/${FREQUENT}`]: { id: FREQUENT, status: 'active', method: { type: 'mb', status: 'active' } },
};

function service(overrides: Record<string, number> = {}) {
  const asked: string[] = [];
  const fetch = async (url: string) => {
    const path = new URL(url).pathname.replace(/^\/2\.0/, '');
    asked.push(path);
    const status = overrides[path] ?? (records[path] ? 200 : 404);
    const body = status === 200 ? records[path] : { status: 'error', message: ['not found'] };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
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

describe('confirmNotification', () => {
  it.each([
    [
      'a frequent capture result, by its capture id (rule 6) [events.frequent-capture-result]',
      CAPTURE,
      ['/capture'],
      'getCapture',
    ],
    [
      'a single payment, by its single id (rules 1-4) [events.single-mb-paid-carries-single-id]',
      SINGLE,
      ['/capture', '/single'],
      'getSinglePayment',
    ],
    [
      'a frequent mb payment, by its frequent id (rule 5) [events.frequent-mb-payment-carries-frequent-id]',
      FREQUENT,
      ['/capture', '/single', '/frequent'],
      'getFrequentPayment',
    ],
  ])(
    'confirms %s through the resource the id belongs to [events.confirm-success]',
    async (_name, id, asked, operationId) => {
      const { client, asked: made } = service();
      const confirmation = await confirmNotification(
        { type: 'capture', status: 'success', id },
        client,
        'genericNotification',
      );
      expect(made).toEqual(asked.map((p) => `${p}/${id}`));
      expect(confirmation.call).toMatchObject({ operationId, method: 'GET', id, status: 200 });
      expect(confirmation.calls.map((c) => c.status)).toEqual([...asked.slice(1).map(() => 404), 200]);
      expect(confirmation.agreement.outcome).toBe('agrees');
    },
  );

  it('reads the candidates from the spec, in the order of the interface rules', () => {
    expect(confirmations.capture.map((c) => [c.path, c.rules])).toEqual([
      ['/capture/{id}', [6]],
      ['/single/{id}', [1, 2, 3, 4]],
      ['/frequent/{id}', [5]],
    ]);
  });

  it('stops at a failure that is not 404, never guessing the next resource', async () => {
    const { client, asked } = service({ [`/capture/${SINGLE}`]: 503 });
    const error = await confirmNotification({ type: 'capture', id: SINGLE }, client, 'genericNotification').catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ConfirmationError);
    expect(error).toMatchObject({ reason: 'unavailable', calls: [{ path: '/capture/{id}', status: 503 }] });
    expect(asked).toEqual([`/capture/${SINGLE}`]);
  });

  it('says not_found, with every call, when no candidate knows the id', async () => {
    const { client } = service();
    const id = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    const error = await confirmNotification({ type: 'capture', id }, client, 'genericNotification').catch((e) => e);
    expect(error).toMatchObject({ reason: 'not_found' });
    expect(error.calls.map((c: { path: string }) => c.path)).toEqual([
      '/capture/{id}',
      '/single/{id}',
      '/frequent/{id}',
    ]);
  });

  it.each([
    ['success notified, success found', CAPTURE, 'success', {}, 'agrees'],
    ['failed notified, success found (forged or stale)', CAPTURE, 'failed', {}, 'disagrees'],
    ['success notified, single paid', SINGLE, 'success', {}, 'agrees'],
    ['no status (a payment made, rule 1), single paid', SINGLE, undefined, {}, 'agrees'],
    ['success notified, single failed', SINGLE, 'success', { payment_status: 'failed' }, 'disagrees'],
    ['success notified, single still pending', SINGLE, 'success', { payment_status: 'pending' }, 'unsettled'],
  ])('%s: %s', async (_name, id, status, change, outcome) => {
    const path = Object.keys(records).find((p) => p.endsWith(id)) ?? '';
    const saved = records[path];
    records[path] = { ...saved, ...change };
    try {
      const { client } = service();
      const notification = { type: 'capture', id, ...(status ? { status } : {}) };
      const confirmation = await confirmNotification(notification, client, 'genericNotification');
      expect(confirmation.agreement.outcome).toBe(outcome);
    } finally {
      records[path] = saved as Record<string, unknown>;
    }
  });

  it('confirms an Authorisation notification by its authorisation id', async () => {
    const { client, asked } = service();
    const notification = { account: { id: SINGLE }, authorisation: { id: FREQUENT } };
    await confirmNotification(notification, client, 'authorisationNotification').catch(() => undefined);
    expect(asked[0]).toBe(`/authorisation/${FREQUENT}`);
  });
});
