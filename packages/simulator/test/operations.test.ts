// Every operation of the spec, each answered with the success status the interface's operation index gives (or
// implies) through the project's client, in one lifecycle, and every answer checked against the spec by the
// generated validators (a drift fails the test). The table is keyed by operationId and held to the spec: an
// operation without a row, or a row for an operation the spec lacks, names itself and the recipe step to take.
import { generateKeyPairSync } from 'node:crypto';
import { createPaymentsClient } from '@payments-contract/client';
import { rsaSigner } from '@payments-contract/client/signing';
import spec from '@payments-contract/spec/openapi.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import index from '../../../test/spec/data/interface-operations.json' with { type: 'json' };
import { ACCOUNT, BASE, checkedSimulator } from './checked.js';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const customer = { name: 'Ana Silva', email: 'ana@example.com', phone: '911234567' };

type Client = ReturnType<typeof createPaymentsClient>;
type Answer = { data?: unknown; response: Response };
type Step = {
  client: Client;
  /** the `id` of the answer a row earlier in the table got ('missing' when it got none) */
  id: (operationId: string, pick?: (data: unknown) => unknown) => string;
  /** a call to the simulator's control routes (what the service does on its own: a chargeback, a payment) */
  control: (path: string, body?: object) => Promise<unknown>;
};

// One row per operationId, in the order of one lifecycle: a row may use what an earlier row created.
const rows: Record<string, (step: Step) => Promise<Answer>> = {
  updateConfig: ({ client }) => client.PATCH('/config', { body: { generic: 'http://127.0.0.1:9/none' } }),
  getConfig: ({ client }) => client.GET('/config', {}),
  ping: ({ client }) => client.GET('/system/ping', {}),
  createSinglePayment: ({ client }) => client.POST('/single', { body: { method: 'cc', value: 40, customer } }),
  getSinglePayment: ({ client, id }) =>
    client.GET('/single/{id}', { params: { path: { id: id('createSinglePayment') } } }),
  updateSinglePayment: ({ client, id }) =>
    client.PATCH('/single/{id}', { params: { path: { id: id('createSinglePayment') } }, body: { key: 'order-1' } }),
  listSinglePayments: ({ client }) => client.GET('/single', { params: { query: { page: 1 } } }),
  getAuthorisation: ({ client, id }) =>
    client.GET('/authorisation/{id}', { params: { path: { id: id('createSinglePayment') } } }),
  createCapture: ({ client, id }) =>
    client.POST('/capture/{id}', {
      params: { path: { id: id('createSinglePayment') } },
      body: { descriptive: 'Order 1', value: 30, splits: [{ value: 5, account: { id: ACCOUNT.accountId } }] },
    }),
  getCapture: ({ client, id }) => client.GET('/capture/{id}', { params: { path: { id: id('createCapture') } } }),
  listCaptures: ({ client }) => client.GET('/capture', { params: { query: { limit: 10 } } }),
  updateCaptureSplit: ({ client, id }) =>
    client.PATCH('/capture/{capture-uuid}/splits/{capture-split-uuid}', {
      params: {
        path: {
          'capture-uuid': id('createCapture'),
          'capture-split-uuid': id('getCapture', (d) => (d as { splits?: unknown[] } | undefined)?.splits?.[0]),
        },
      },
      body: { clearing_date: '2026-12-01' },
    }),
  createRefund: ({ client, id }) =>
    client.POST('/refund/{id}', { params: { path: { id: id('createCapture') } }, body: { value: 10 } }),
  getRefund: ({ client, id }) => client.GET('/refund/{id}', { params: { path: { id: id('createRefund') } } }),
  listRefunds: ({ client }) => client.GET('/refund', {}),
  listChargebacks: async ({ client, id, control }) => {
    await control(`captures/${id('createCapture')}/chargeback`, { amount: 5 });
    return client.GET('/chargeback', {});
  },
  listLedgerEntries: ({ client }) => client.GET('/report/ledger', {}),
  listTransactions: ({ client }) => client.GET('/report/transactions', {}),
  deleteSinglePayment: async ({ client }) => {
    const other = (await client.POST('/single', { body: { method: 'mb', value: 12 } })).data;
    return client.DELETE('/single/{id}', { params: { path: { id: other?.id ?? 'missing' } } });
  },

  createFrequentPayment: ({ client }) =>
    client.POST('/frequent', { body: { method: 'cc', customer, min_value: 1, max_value: 100 } }),
  getFrequentPayment: ({ client, id }) =>
    client.GET('/frequent/{id}', { params: { path: { id: id('createFrequentPayment') } } }),
  listFrequentPayments: ({ client }) => client.GET('/frequent', {}),
  updateFrequentPayment: ({ client, id }) =>
    client.PATCH('/frequent/{id}', {
      params: { path: { id: id('createFrequentPayment') } },
      body: { key: 'card-on-file' },
    }),
  createFrequentAuthorisation: ({ client, id }) =>
    client.POST('/frequent/authorisation/{id}', {
      params: { path: { id: id('createFrequentPayment') } },
      body: { descriptive: 'Booking', value: 10 },
    }),
  createVoid: ({ client, id }) =>
    client.POST('/void/{id}', {
      params: { path: { id: id('createFrequentAuthorisation') } },
      body: { descriptive: 'Cancelled' },
    }),
  getVoid: ({ client, id }) => client.GET('/void/{id}', { params: { path: { id: id('createVoid') } } }),
  deleteFrequentPayment: ({ client, id }) =>
    client.DELETE('/frequent/{id}', { params: { path: { id: id('createFrequentPayment') } } }),

  createSubscription: ({ client }) =>
    client.POST('/subscription', {
      body: { method: 'cc', frequency: '1M', value: 9.99, start_time: '2030-01-01 09:00', max_captures: 3, customer },
    }),
  getSubscription: ({ client, id }) =>
    client.GET('/subscription/{id}', { params: { path: { id: id('createSubscription') } } }),
  listSubscriptions: ({ client }) => client.GET('/subscription', {}),
  updateSubscription: ({ client, id }) =>
    client.PATCH('/subscription/{id}', { params: { path: { id: id('createSubscription') } }, body: { retries: 1 } }),
  deleteSubscription: ({ client, id }) =>
    client.DELETE('/subscription/{id}', { params: { path: { id: id('createSubscription') } } }),

  createOutPayment: ({ client }) =>
    client.POST('/out_payment', {
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
    }),
  getOutPayment: ({ client, id }) =>
    client.GET('/out_payment/{id}', { params: { path: { id: id('createOutPayment') } } }),
  listOutPayments: ({ client }) => client.GET('/out_payment', {}),
  cancelOutPayment: ({ client, id }) =>
    client.DELETE('/out_payment/{id}', { params: { path: { id: id('createOutPayment') } } }),

  createCheckout: ({ client }) =>
    client.POST('/checkout', {
      body: {
        type: ['single'],
        payment: { methods: ['cc'], type: 'sale', capture: { descriptive: 'Order 2' } },
        order: { value: 25.5 },
        customer,
      },
    }),
  getCheckout: ({ client, id }) => client.GET('/checkout/{id}', { params: { path: { id: id('createCheckout') } } }),
  cancelCheckout: ({ client, id }) =>
    client.DELETE('/checkout/{id}', { params: { path: { id: id('createCheckout') } } }),

  createLink: ({ client }) =>
    client.POST('/link', {
      body: {
        type: 'SINGLE',
        customer: { ...customer, language: 'PT' },
        payment: { methods: ['cc'], capture: { descriptive: 'Order 3' }, single: { requested_amount: '25.50' } },
      },
    }),
  getLink: ({ client, id }) => client.GET('/link/{id}', { params: { path: { id: id('createLink') } } }),
  listLinks: ({ client }) => client.GET('/link', {}),
  updateLink: ({ client, id }) =>
    client.PATCH('/link/{id}', {
      params: { path: { id: id('createLink') } },
      body: { expiration_time: '2030-01-01T00:00:00Z' },
    }),
  deleteLink: ({ client, id }) => client.DELETE('/link/{id}', { params: { path: { id: id('createLink') } } }),
};

const ROW = (operationId: string) =>
  `CONTRIBUTING.md › Adding an operation, step 8: add a row for ${operationId} to packages/simulator/test/operations.test.ts`;
const HANDLER = 'CONTRIBUTING.md › Adding an operation, step 7';

/** The spec's operations, by operationId, with the success status the interface's operation index gives. */
function specOperations(document: { paths: Record<string, Record<string, { operationId?: string }>> }) {
  const success = new Map(index.operations.map((o) => [`${o.method} ${o.path}`, o.success]));
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => typeof operation === 'object' && operation?.operationId)
      .map(([method, operation]) => {
        const key = `${method.toUpperCase()} ${path}`;
        return { operationId: operation.operationId as string, key, success: success.get(key) };
      }),
  );
}

/** What is wrong with a table of rows against the spec's operations, each problem naming the step that fixes it. */
function tableProblems(operationIds: string[], table: Record<string, unknown>) {
  return [
    ...operationIds.filter((id) => !(id in table)).map(ROW),
    ...Object.keys(table)
      .filter((id) => !operationIds.includes(id))
      .map((id) => `packages/simulator/test/operations.test.ts has a row for ${id}, which the spec does not have`),
  ];
}

describe('the every-operation table', () => {
  const operations = specOperations(spec as never);

  it('has a row for each operationId of the spec, and none other', () => {
    expect(
      tableProblems(
        operations.map((o) => o.operationId),
        rows,
      ),
    ).toEqual([]);
  });

  it('names the missing row and the recipe step when an operation has none', () => {
    expect(tableProblems(['getThing', 'listThings'], { getThing: 1, dropThing: 1 })).toEqual([
      ROW('listThings'),
      'packages/simulator/test/operations.test.ts has a row for dropThing, which the spec does not have',
    ]);
  });
});

describe('the simulator serves every operation with state', () => {
  it('answers every operation of the index with its success status, each answer valid against the spec', async () => {
    const { fetch, drift, simulator } = checkedSimulator({
      accounts: { 'simulator-account': { apiKey: 'simulator-key', scopes: ['capture:read'], publicKey } },
    });
    const client = createPaymentsClient({
      baseUrl: BASE,
      ...ACCOUNT,
      signer: rsaSigner(privateKey.export({ type: 'pkcs8', format: 'pem' }) as string),
      fetch,
    });
    const got = new Map<string, unknown>();
    const step: Step = {
      client,
      id: (operationId, pick = (data) => data) => {
        const found = pick(got.get(operationId)) as { id?: unknown } | undefined;
        return typeof found?.id === 'string' ? found.id : 'missing';
      },
      control: async (path, body = {}) => {
        const answer = await simulator.fetch(
          new Request(`http://simulator.test/__simulator/${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
        );
        return answer.json();
      },
    };

    const wrong: string[] = [];
    const byId = new Map(specOperations(spec as never).map((o) => [o.operationId, o]));
    // in the table's order, the lifecycle's: a row may use what an earlier row created
    for (const [operationId, row] of Object.entries(rows)) {
      const operation = byId.get(operationId);
      if (!operation) continue; // named by the table's own test
      const answer = await row(step);
      got.set(operationId, answer.data);
      if (answer.response.status !== operation.success)
        wrong.push(
          `${operationId} (${operation.key}) answered ${answer.response.status}, not ${operation.success}: ` +
            `its handler in the simulator's handler registry, or its row (${HANDLER})`,
        );
    }
    expect(wrong).toEqual([]);
    expect(drift).toEqual([]);
  });
});
