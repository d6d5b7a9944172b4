// Type-level tests: the client is typed by path, method, parameters, body and answer. `tsc` (npm test) fails if a
// ts-expect-error directive below stops being needed; vitest checks the types with expectTypeOf.
import { describe, expectTypeOf, it } from 'vitest';
import { type components, createPaymentsClient } from '../src/index.js';
import type { ListItem } from '../src/lists.js';

const client = createPaymentsClient({
  baseUrl: 'https://sandbox.payments.example/2.0',
  accountId: 'a',
  apiKey: 'k',
  fetch: async () => new Response('{}', { headers: { 'content-type': 'application/json' } }),
});

describe('the client types', () => {
  it('types answers by path and status', async () => {
    const { data } = await client.GET('/single/{id}', { params: { path: { id: 'x' } } });
    // The answer is the schema's type as it is (answer-types.ts: no openapi-fetch Readable<> turning open values into
    // objects); answers.types.test.ts reads real ones.
    expectTypeOf(data).toEqualTypeOf<components['schemas']['SinglePayment'] | undefined>();
    const { error } = await client.POST('/capture/{id}', { params: { path: { id: 'x' } }, body: { descriptive: 'd' } });
    expectTypeOf(error).toEqualTypeOf<components['schemas']['ErrorEnvelope'] | undefined>();
  });

  it('types the call options', async () => {
    const { data } = await client.GET('/single/{id}', {
      params: { path: { id: 'x' } },
      timeoutMs: 5_000,
      maxAttempts: 2,
    });
    expectTypeOf(data).toEqualTypeOf<components['schemas']['SinglePayment'] | undefined>();
  });

  it('types list items', () => {
    expectTypeOf<ListItem<'/capture'>>().toEqualTypeOf<components['schemas']['Capture']>();
  });

  it('refuses wrong bodies, paths and parameters at compile time', () => {
    const neverCalled = async () => {
      // @ts-expect-error descriptive is required on a capture
      await client.POST('/capture/{id}', { params: { path: { id: 'x' } }, body: { value: 1 } });
      // @ts-expect-error value must be a number
      await client.POST('/capture/{id}', { params: { path: { id: 'x' } }, body: { descriptive: 'd', value: '1' } });
      // @ts-expect-error the path parameter is missing
      await client.GET('/single/{id}', { params: { path: {} } });
      // @ts-expect-error no such path
      await client.GET('/singles');
      // @ts-expect-error frequent method must be one of its codes
      await client.POST('/frequent', { body: { method: 'paypal', customer: {}, min_value: 1, max_value: 2 } });
      // @ts-expect-error records_per_page is a number
      await client.GET('/frequent', { params: { query: { records_per_page: 'all' } } });
      // @ts-expect-error a call's timeoutMs is a number of milliseconds
      await client.GET('/single/{id}', { params: { path: { id: 'x' } }, timeoutMs: '5s' });
      await client.POST('/capture/{id}', {
        params: { path: { id: 'x' } },
        body: { descriptive: 'd' },
        // @ts-expect-error a call's idempotencyKey is a string
        idempotencyKey: 1,
      });
    };
    expectTypeOf(neverCalled).toBeFunction();
  });
});
