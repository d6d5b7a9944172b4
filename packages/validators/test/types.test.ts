// Type-level tests of the validators' API: results are typed by the client's generated types, and keys are checked.
import type { components } from '@payments-contract/client';
import { describe, expectTypeOf, it } from 'vitest';
import { validateNotification, validateRequest, validateResponse, validateSinglePayment } from '../src/index.js';

describe('validator types', () => {
  it('types a valid request as its body', () => {
    const result = validateRequest('POST /capture/{id}', {});
    if (result.ok) expectTypeOf(result.value).toEqualTypeOf<components['schemas']['CaptureCreateRequest']>();
  });

  it('types an answer by operation and status', () => {
    const result = validateResponse('GET /single/{id}', 200, {});
    if (result.ok) expectTypeOf(result.value).toEqualTypeOf<components['schemas']['SinglePayment']>();
    const error = validateResponse('GET /single/{id}', 404, {});
    if (error.ok) expectTypeOf(error.value).toEqualTypeOf<components['schemas']['ErrorEnvelope']>();
  });

  it('types notifications and component schemas', () => {
    const notification = validateNotification({}, 'genericNotification');
    if (notification.ok) expectTypeOf(notification.value).toEqualTypeOf<components['schemas']['GenericNotification']>();
    const payment = validateSinglePayment({});
    if (payment.ok) expectTypeOf(payment.value).toEqualTypeOf<components['schemas']['SinglePayment']>();
  });

  it('refuses unknown keys and statuses at compile time', () => {
    const neverCalled = () => {
      // @ts-expect-error no such operation
      validateRequest('POST /singles', {});
      // @ts-expect-error GET /single/{id} takes no body
      validateRequest('GET /single/{id}', {});
      // @ts-expect-error GET /single/{id} does not answer 201
      validateResponse('GET /single/{id}', 201, {});
    };
    expectTypeOf(neverCalled).toBeFunction();
  });
});
