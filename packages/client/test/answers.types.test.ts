// Real-shaped answers (test/spec/data/real-traffic.ts) read through the client as a user writes it (issue 24): call,
// check `error`, read `data`. `tsc` (npm run typecheck) checks the types, and fails if a @ts-expect-error below stops
// being needed; vitest runs the same calls against a fetch that answers the real traffic, so what is typed is read.
import type { Readable as OpenapiFetchReadable } from 'openapi-typescript-helpers';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as real from '../../../test/spec/data/real-traffic.js';
import { type components, createPaymentsClient } from '../src/index.js';

type Schemas = components['schemas'];
const id = real.singlePaymentDetail.id;
/** A client whose service answers `body` with `status`, as the live service would. */
const answering = (body: unknown, status = 200) =>
  createPaymentsClient({
    baseUrl: 'https://sandbox.payments.example/2.0',
    accountId: 'a',
    apiKey: 'k',
    fetch: async () => Response.json(body, { status }),
  });

describe('answers read through the client', () => {
  it('GET /single/{id}: after the error check the id is a string, and open values read as strings', async () => {
    const { data, error } = await answering(real.singlePaymentDetail).GET('/single/{id}', {
      params: { path: { id } },
    });
    if (error) throw new Error(`refused: ${error.message}`);
    const paymentId: string = data.id;
    const status: string | undefined = data.payment_status;
    const shouted = data.payment_status?.toUpperCase();
    const methodStatus: string | undefined = data.method?.status;
    expectTypeOf(data.id).toEqualTypeOf<string>();
    expectTypeOf(shouted).toEqualTypeOf<string | undefined>();
    expect([paymentId, status, shouted, methodStatus]).toEqual([id, 'active', 'ACTIVE', 'success']);
  });

  it('keeps the known values of an open enum suggested, and lets a new one compile', async () => {
    const { data } = await answering(real.singlePaymentDetail).GET('/single/{id}', { params: { path: { id } } });
    // Exclude, not NonNullable: NonNullable's `& {}` would itself merge the known values into string.
    type Status = Exclude<NonNullable<typeof data>['payment_status'], undefined>;
    // The literals are still members of the type, which is what editors offer after `=== '`.
    expectTypeOf<Extract<Status, 'paid' | 'active'>>().toEqualTypeOf<'paid' | 'active'>();
    expectTypeOf<'paid'>().toExtend<Status>();
    expectTypeOf<'a-status-added-later'>().toExtend<Status>();
    expectTypeOf<Status>().toExtend<string>();
    expect(data?.payment_status === 'active').toBe(true);
  });

  it("is needed: openapi-fetch's own Readable turns an open value into an object", () => {
    type Theirs = OpenapiFetchReadable<Schemas['SinglePayment']>['payment_status'];
    // @ts-expect-error TS2322 (issue 24): if openapi-fetch stops mapping `string & {}`, answer-types.ts can go.
    const status: string | undefined = undefined as unknown as Theirs;
    expect(status).toBeUndefined();
  });

  it('POST /single: status, message and id on every answer', async () => {
    const created = { status: 'ok', message: ['Created'], id, method: { type: 'dd', status: 'pending' } };
    const { data, error } = await answering(created, 201).POST('/single', { body: real.referenceSingle });
    if (error) throw new Error('refused');
    expectTypeOf(data.id).toEqualTypeOf<string>();
    expectTypeOf(data.status).toEqualTypeOf<string>();
    expectTypeOf(data.message).toEqualTypeOf<string[]>();
    expect(`${data.status} ${data.message.join()} ${data.id.length}`).toBe('ok Created 36');
  });

  it('GET /capture/{id} and GET /capture: a capture has its id and status, a list its data', async () => {
    const one = await answering(real.captureDetail).GET('/capture/{id}', { params: { path: { id } } });
    if (one.error) throw new Error('refused');
    expectTypeOf(one.data.id).toEqualTypeOf<string>();
    expectTypeOf(one.data.status).toEqualTypeOf<Schemas['CaptureStatus']>();
    const page = { metadata: { next_cursor: 'c2', count: 1 }, data: [real.captureDetail] };
    const list = await answering(page).GET('/capture');
    if (list.error) throw new Error('refused');
    const ids: string[] = list.data.data.map((capture) => capture.id);
    expect([one.data.status, ids]).toEqual([real.captureDetail.status, [real.captureDetail.id]]);
  });

  it('takes an answer’s open value back in a request body', async () => {
    const { data } = await answering(real.singlePaymentDetail).GET('/single/{id}', { params: { path: { id } } });
    const method: Schemas['MethodCode'] | undefined = data?.method?.type;
    expectTypeOf(method).not.toBeAny();
    const typed: string = 'mb';
    const body = { method: typed, value: 1, key: 'k' };
    const again = await answering({ status: 'ok', message: [], id }, 201).POST('/single', { body });
    expect(again.data?.id).toBe(id);
  });

  it('refuses a wrong path, body or answer field at compile time', () => {
    const client = answering({});
    const neverCalled = async () => {
      // @ts-expect-error no such path
      await client.GET('/single/{id}/detail', { params: { path: { id } } });
      // @ts-expect-error value is a number
      await client.POST('/single', { body: { method: 'mb', value: '9.99' } });
      // @ts-expect-error a capture's descriptive is a string
      await client.POST('/capture/{id}', { params: { path: { id } }, body: { descriptive: 7 } });
      const { data } = await client.GET('/single/{id}', { params: { path: { id } } });
      // @ts-expect-error data may be undefined before the error check
      data.id;
      // @ts-expect-error payment_status is optional: not every answer carries it
      const status: string = data?.payment_status;
      return status;
    };
    expectTypeOf(neverCalled).toBeFunction();
  });
});
