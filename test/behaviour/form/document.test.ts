// What the document itself must say, against the interface's own words: the status codes in use, the four
// authentication messages, the value sets the interface names (payment, method and checkout statuses), the licence.
import { deref, operationsOf } from '@payments-contract/openapi-vocabulary';
import spec from '@payments-contract/spec/openapi.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { Node } from '../../helpers/spec.js';
import index from '../../spec/data/interface-operations.json' with { type: 'json' };

const document = spec as Node;
const schemas = document.components.schemas as Node;
const known = (schema: Node): string[] => schema.enum ?? schema.anyOf?.find((s: Node) => s.enum)?.enum ?? [];

describe('statuses', () => {
  // Errors rule 4: "Status codes in use: 200, 201, 204, 400, 401, 403, 404, 409, 412, 422, 428, 429, 500, 502 and 503".
  const inUse = [
    '200',
    '201',
    '204',
    '400',
    '401',
    '403',
    '404',
    '409',
    '412',
    '422',
    '428',
    '429',
    '500',
    '502',
    '503',
  ];
  it('declares on every operation only status codes the interface uses [errors.status-codes-in-use]', () => {
    const declared = [...operationsOf(document)].flatMap(({ method, path, operation }) =>
      Object.keys(operation.responses ?? {}).map((status) => `${method.toUpperCase()} ${path} ${status}`),
    );
    expect(declared.length).toBeGreaterThan(index.operations.length);
    expect(declared.filter((entry) => !inUse.includes(entry.split(' ').pop() ?? ''))).toEqual([]);
  });
});

describe('the four authentication messages', () => {
  const causes = schemas.AuthenticationErrorMessage['x-authentication-causes'] as Record<string, string>;
  it.each([['missing_headers', 'Authentication Error: Missing AccountId or ApiKey headers']])(
    '%s reads "%s" [auth.missing-headers-message]',
    (cause, message) => expect(causes[cause]).toBe(message),
  );
  it.each([['invalid_credentials', 'Authentication Error: Invalid AccountId or ApiKey']])(
    '%s reads "%s" [auth.invalid-credentials-message]',
    (cause, message) => expect(causes[cause]).toBe(message),
  );
  it.each([['blocked_account', 'Authentication Error: Your account has been blocked']])(
    '%s reads "%s" [auth.blocked-account-message]',
    (cause, message) => expect(causes[cause]).toBe(message),
  );
  it.each([['insufficient_permission', 'Authentication Error: Insufficient permissions for this action']])(
    '%s reads "%s" [auth.insufficient-permission-message]',
    (cause, message) => expect(causes[cause]).toBe(message),
  );
});

describe('value sets the interface names', () => {
  const payment = [
    'authorised',
    'deleted',
    'enrolled',
    'error',
    'failed',
    'paid',
    'pending',
    'success',
    'tokenized',
    'voided',
  ];
  it('knows every payment status [states.payment-status]', () => {
    expect(known(schemas.PaymentStatus)).toEqual(expect.arrayContaining(payment));
  });
  it("knows every status the checkout client reports, on onSuccess's payment [resources.checkout-client-status-values]", () => {
    const status = schemas.CheckoutPaymentInfo.properties.status.anyOf.find((s: Node) => s.$ref);
    expect(known(deref(document, status))).toEqual(expect.arrayContaining(payment));
  });
  it('knows every method status [states.method-status]', () => {
    expect(known(schemas.MethodStatus)).toEqual(expect.arrayContaining(['active', 'pending', 'waiting']));
  });
});

describe('versioning', () => {
  it('is version 2.0, under the MIT licence [versioning.mit-license]', () => {
    expect(document.info.version).toBe('2.0');
    expect(document.info.license.identifier).toBe('MIT');
  });
});
