// Every operation of the interface's operation index, each answered with the success status the index gives (or
// implies) through the project's client, in one lifecycle, and every answer checked against the spec by the
// generated validators (a drift fails the test). The operations are counted from the index, not written as a number.
import { generateKeyPairSync } from 'node:crypto';
import { createPaymentsClient } from '@payments-contract/client';
import { rsaSigner } from '@payments-contract/client/signing';
import { operationKeys } from '@payments-contract/validators';
import { describe, expect, it } from 'vitest';
import index from '../../../test/spec/data/interface-operations.json' with { type: 'json' };
import { ACCOUNT, BASE, checkedSimulator } from './checked.js';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const customer = { name: 'Ana Silva', email: 'ana@example.com', phone: '911234567' };

describe('the simulator serves every operation with state', () => {
  it('answers every operation of the index with its success status, each answer valid against the spec', async () => {
    const { fetch, drift, seen } = checkedSimulator({
      accounts: { 'simulator-account': { apiKey: 'simulator-key', scopes: ['capture:read'], publicKey } },
    });
    const client = createPaymentsClient({
      baseUrl: BASE,
      ...ACCOUNT,
      signer: rsaSigner(privateKey.export({ type: 'pkcs8', format: 'pem' }) as string),
      fetch,
    });
    const id = (value: { id?: string } | undefined) => value?.id ?? 'missing';

    await client.PATCH('/config', { body: { generic: 'http://127.0.0.1:9/none' } });
    await client.GET('/config', {});
    await client.GET('/system/ping', {});
    const single = (await client.POST('/single', { body: { method: 'cc', value: 40, customer } })).data;
    await client.GET('/single/{id}', { params: { path: { id: id(single) } } });
    await client.PATCH('/single/{id}', { params: { path: { id: id(single) } }, body: { key: 'order-1' } });
    await client.GET('/single', { params: { query: { page: 1 } } });
    await client.GET('/authorisation/{id}', { params: { path: { id: id(single) } } });
    const capture = (
      await client.POST('/capture/{id}', {
        params: { path: { id: id(single) } },
        body: { descriptive: 'Order 1', value: 30, splits: [{ value: 5, account: { id: ACCOUNT.accountId } }] },
      })
    ).data;
    const detail = (await client.GET('/capture/{id}', { params: { path: { id: id(capture) } } })).data;
    await client.GET('/capture', { params: { query: { limit: 10 } } });
    await client.PATCH('/capture/{capture-uuid}/splits/{capture-split-uuid}', {
      params: { path: { 'capture-uuid': id(capture), 'capture-split-uuid': id(detail?.splits?.[0]) } },
      body: { clearing_date: '2026-12-01' },
    });
    const refund = (await client.POST('/refund/{id}', { params: { path: { id: id(capture) } }, body: { value: 10 } }))
      .data;
    await client.GET('/refund/{id}', { params: { path: { id: id(refund) } } });
    await client.GET('/refund', {});
    await client.GET('/chargeback', {});
    await client.GET('/report/ledger', {});
    await client.GET('/report/transactions', {});
    const other = (await client.POST('/single', { body: { method: 'mb', value: 12 } })).data;
    await client.DELETE('/single/{id}', { params: { path: { id: id(other) } } });

    const frequent = (
      await client.POST('/frequent', { body: { method: 'cc', customer, min_value: 1, max_value: 100 } })
    ).data;
    await client.GET('/frequent/{id}', { params: { path: { id: id(frequent) } } });
    await client.GET('/frequent', {});
    await client.PATCH('/frequent/{id}', { params: { path: { id: id(frequent) } }, body: { key: 'card-on-file' } });
    const hold = (
      await client.POST('/frequent/authorisation/{id}', {
        params: { path: { id: id(frequent) } },
        body: { descriptive: 'Booking', value: 10 },
      })
    ).data;
    const voided = (
      await client.POST('/void/{id}', { params: { path: { id: id(hold) } }, body: { descriptive: 'Cancelled' } })
    ).data;
    await client.GET('/void/{id}', { params: { path: { id: id(voided) } } });
    await client.DELETE('/frequent/{id}', { params: { path: { id: id(frequent) } } });

    const subscription = (
      await client.POST('/subscription', {
        body: { method: 'cc', frequency: '1M', value: 9.99, start_time: '2030-01-01 09:00', max_captures: 3, customer },
      })
    ).data;
    await client.GET('/subscription/{id}', { params: { path: { id: id(subscription) } } });
    await client.GET('/subscription', {});
    await client.PATCH('/subscription/{id}', { params: { path: { id: id(subscription) } }, body: { retries: 1 } });
    await client.DELETE('/subscription/{id}', { params: { path: { id: id(subscription) } } });

    const out = (
      await client.POST('/out_payment', {
        body: {
          method: 'transfer',
          value: 120,
          timestamp: '2026-11-21 11:00:00',
          customer,
          out_account: {
            account_holder: 'Bruno',
            iban: 'PT50002700000001234567833',
            email: 'b@example.com',
            phone: '912345678',
          },
        },
      })
    ).data;
    await client.GET('/out_payment/{id}', { params: { path: { id: id(out) } } });
    await client.GET('/out_payment', {});
    await client.DELETE('/out_payment/{id}', { params: { path: { id: id(out) } } });

    const checkout = (
      await client.POST('/checkout', {
        body: {
          type: ['single'],
          payment: { methods: ['cc'], type: 'sale', capture: { descriptive: 'Order 2' } },
          order: { value: 25.5 },
          customer,
        },
      })
    ).data;
    await client.GET('/checkout/{id}', { params: { path: { id: id(checkout) } } });
    await client.DELETE('/checkout/{id}', { params: { path: { id: id(checkout) } } });

    const link = (
      await client.POST('/link', {
        body: {
          type: 'SINGLE',
          customer: { ...customer, language: 'PT' },
          payment: { methods: ['cc'], capture: { descriptive: 'Order 3' }, single: { requested_amount: '25.50' } },
        },
      })
    ).data;
    await client.GET('/link/{id}', { params: { path: { id: id(link) } } });
    await client.GET('/link', {});
    await client.PATCH('/link/{id}', {
      params: { path: { id: id(link) } },
      body: { expiration_time: '2030-01-01T00:00:00Z' },
    });
    await client.DELETE('/link/{id}', { params: { path: { id: id(link) } } });

    const succeeded = [...seen].filter((s) => /\s2\d\d$/.test(s)).map((s) => s.replace(/\s\d+$/, ''));
    expect(drift).toEqual([]);
    expect(operationKeys.filter((key) => !succeeded.includes(key))).toEqual([]);
    expect(new Set(succeeded).size).toBe(index.operations.length);
    const wanted = index.operations.map((o) => `${o.method} ${o.path} ${o.success}`);
    expect(wanted.filter((answer) => !seen.has(answer))).toEqual([]);
  });
});
