// The browser checkout client's callbacks (Checkout client callbacks): the options' closed value sets, what onSuccess,
// onError and onPaymentError receive, through the generated component checks (tolerant: drift is a warning).

import spec from '@payments-contract/spec/openapi.json' with { type: 'json' };
import {
  validateCheckoutErrorEvent,
  validateCheckoutInfo,
  validateCheckoutOptions,
  validateCheckoutPaymentErrorEvent,
  validateCheckoutPaymentInfo,
} from '@payments-contract/validators';
import { describe, expect, it } from 'vitest';
import { verdict } from './verdict.js';

describe('the instance', () => {
  // The type test (packages/webhooks/test/types.test.ts) is read by tsc only, so a run of vitest needs this too.
  it('offers unmount(), a callback that takes nothing, and nothing else [callbacks.unmount]', () => {
    const instance = (spec.components.schemas as Record<string, { properties?: object }>).CheckoutInstance;
    expect(Object.keys(instance?.properties ?? {})).toEqual(['unmount']);
    expect(instance?.properties).toMatchObject({ unmount: { 'x-callback': null } });
  });
});

describe('options', () => {
  it.each([
    ['inline', 'accepted'],
    ['popup', 'accepted'],
    ['modal', 'warned'],
  ])('display %s is %s [callbacks.option-display]', (display, want) => {
    expect(verdict(validateCheckoutOptions({ display }), '/display')).toBe(want);
  });
  it.each([
    ['en', 'accepted'],
    ['pt_PT', 'accepted'],
    ['fr', 'warned'],
  ])('language %s is %s [callbacks.option-language]', (language, want) => {
    expect(verdict(validateCheckoutOptions({ language }), '/language')).toBe(want);
  });
});

describe('onSuccess(checkoutInfo)', () => {
  it.each([
    ['single', 'accepted'],
    ['frequent', 'accepted'],
    ['subscription', 'accepted'],
    ['sale', 'warned'],
  ])('type %s is %s [callbacks.on-success-info]', (type, want) => {
    expect(verdict(validateCheckoutInfo({ id: 'chk-1', type, payment: { id: 'p-1' } }), '/type')).toBe(want);
  });
  const mandate = Object.fromEntries(
    [
      'accountHolder',
      'billingEntity',
      'countryCode',
      'email',
      'iban',
      'id',
      'maxNumDebits',
      'name',
      'phone',
      'referenceAdc',
    ].map((name) => [name, 'x']),
  );
  const payment = {
    id: 'p-1',
    method: 'cc',
    status: 'paid',
    value: 10,
    cardType: 'VISA',
    lastFour: '4242',
    cardCountryCode: 'PT',
    expirationDate: '12/29',
    entity: '21312',
    reference: '123456789',
    sddMandate: mandate,
  };
  it.each([
    ['every property the interface lists', payment, '', 'accepted'],
    ['an undeclared property', { ...payment, cvv: '123' }, '/cvv', 'warned'],
    ['a value that is no number', { ...payment, value: '10' }, '/value', 'refused'],
    [
      'a mandate field that is no string',
      { ...payment, sddMandate: { ...mandate, maxNumDebits: 12 } },
      '/sddMandate/maxNumDebits',
      'refused',
    ],
  ])('a payment with %s is %s [callbacks.on-success-payment-properties]', (_name, value, path, want) => {
    expect(verdict(validateCheckoutPaymentInfo(value), path)).toBe(want);
  });
});

describe('onError and onPaymentError', () => {
  it.each([
    ...['checkout-expired', 'already-paid', 'checkout-canceled', 'generic-error'].map((c) => [c, 'accepted'] as const),
    ['payment-failure', 'warned'] as const,
  ])('onError code %s is %s [callbacks.on-error-codes]', (code, want) => {
    expect(verdict(validateCheckoutErrorEvent({ code }), '/code')).toBe(want);
  });
  it.each([
    ['generic-error', 'accepted'],
    ['payment-failure', 'accepted'],
    ['checkout-expired', 'warned'],
  ])('onPaymentError code %s is %s [callbacks.on-payment-error-codes]', (code, want) => {
    expect(verdict(validateCheckoutPaymentErrorEvent({ code, paymentMethod: 'cc' }), '/code')).toBe(want);
  });
  it.each([
    [
      'code, paymentMethod and the checkout',
      {
        code: 'payment-failure',
        paymentMethod: 'mbw',
        checkout: { id: 'chk-1', type: 'single', payment: { id: 'p-1' } },
      },
      '',
      'accepted',
    ],
    ['no code', { paymentMethod: 'mbw' }, '/code', 'refused'],
    ['a paymentMethod that is no string', { code: 'generic-error', paymentMethod: 1 }, '/paymentMethod', 'refused'],
  ])('onPaymentError with %s is %s [callbacks.on-payment-error]', (_name, event, path, want) => {
    expect(verdict(validateCheckoutPaymentErrorEvent(event), path)).toBe(want);
  });
});
