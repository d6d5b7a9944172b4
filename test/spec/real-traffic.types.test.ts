// Type-level: the same real-shaped traffic (data/real-traffic.ts) through the generated client types, which `tsc`
// checks in `npm test`. The values keep their literal types (`as const`), so `payment_status: 'active'` or the wallet
// code `ap` must be assignable to the generated unions; a @ts-expect-error below fails tsc if a check goes slack.
import type { components } from '@payments-contract/client';
import type { RequestBodies, ResponseBodies } from '@payments-contract/validators';
import { describe, expectTypeOf, it } from 'vitest';
import type * as real from './data/real-traffic.js';

/** The data as a value a program would build: `as const` makes it readonly, the generated types are not. */
type Built<T> = T extends readonly (infer I)[]
  ? Built<I>[]
  : T extends object
    ? { -readonly [K in keyof T]: Built<T[K]> }
    : T;
type Schemas = components['schemas'];
/** The field names of D, at any depth, that T does not declare: `never` when the types know every field sent. */
type Undeclared<D, T> = D extends readonly (infer I)[]
  ? Undeclared<I, Extract<NonNullable<T>, readonly unknown[]>[number]>
  : D extends object
    ? { [K in keyof D]-?: K extends keyof NonNullable<T> ? Undeclared<D[K], NonNullable<T>[K]> : K }[keyof D]
    : never;

describe('real-shaped traffic in the generated types', () => {
  it('types the answers', () => {
    expectTypeOf<Built<typeof real.singlePaymentDetail>>().toExtend<ResponseBodies['GET /single/{id}'][200]>();
    expectTypeOf<Built<typeof real.captureDetail>>().toExtend<ResponseBodies['GET /capture/{id}'][200]>();
    expectTypeOf<Built<typeof real.subscriptionDetail>>().toExtend<ResponseBodies['GET /subscription/{id}'][200]>();
    expectTypeOf<Built<typeof real.refundPage>>().toExtend<ResponseBodies['GET /refund'][200]>();
  });

  it('declares every field the traffic carries, at every depth', () => {
    type Answer<K extends keyof ResponseBodies> = ResponseBodies[K][200 & keyof ResponseBodies[K]];
    expectTypeOf<Undeclared<typeof real.singlePaymentDetail, Answer<'GET /single/{id}'>>>().toBeNever();
    expectTypeOf<Undeclared<typeof real.captureDetail, Answer<'GET /capture/{id}'>>>().toBeNever();
    expectTypeOf<Undeclared<typeof real.subscriptionDetail, Answer<'GET /subscription/{id}'>>>().toBeNever();
    expectTypeOf<Undeclared<typeof real.refundPage, Answer<'GET /refund'>>>().toBeNever();
    expectTypeOf<Undeclared<typeof real.directDebitSingle, RequestBodies['POST /single']>>().toBeNever();
    expectTypeOf<Undeclared<typeof real.walletCapture, RequestBodies['POST /capture/{id}']>>().toBeNever();
    // The check itself can fail: a field the spec lacks is named.
    expectTypeOf<Undeclared<{ capture: { tip: 1 } }, Schemas['SinglePayment']>>().toEqualTypeOf<'tip'>();
  });

  it('types the requests', () => {
    expectTypeOf<Built<typeof real.directDebitSingle>>().toExtend<RequestBodies['POST /single']>();
    expectTypeOf<Built<typeof real.referenceSingle>>().toExtend<RequestBodies['POST /single']>();
    expectTypeOf<Built<typeof real.walletCapture>>().toExtend<RequestBodies['POST /capture/{id}']>();
  });

  it('keeps the known values of an open enum, and lets a new one compile', () => {
    const status: Schemas['PaymentStatus'] = 'active';
    const added: Schemas['PaymentStatus'] = 'a-status-added-later';
    const compare = (payment: Schemas['SinglePayment']) => payment.payment_status === 'active';
    expectTypeOf<'paid'>().toExtend<Schemas['PaymentStatus']>();
    expectTypeOf<'ap' | 'gp'>().toExtend<Schemas['MethodCode']>();
    expectTypeOf<'success'>().toExtend<Schemas['MethodStatus']>();
    // Not widened to plain string: the known values are still named in the type, so editors can offer them.
    expectTypeOf<Extract<Schemas['PaymentStatus'], 'paid' | 'active'>>().toEqualTypeOf<'paid' | 'active'>();
    expectTypeOf([status, added]).toBeArray();
    expectTypeOf(compare).returns.toBeBoolean();
  });

  it('still refuses what is not a string, and keeps closed enums closed', () => {
    // @ts-expect-error a payment status is a string
    const wrong: Schemas['PaymentStatus'] = 7;
    // @ts-expect-error checkout's methods are the interface's full set, so they stay closed
    const method: Schemas['CheckoutPayment']['methods'][number] = 'ap';
    expectTypeOf([wrong, method]).toBeArray();
  });
});
