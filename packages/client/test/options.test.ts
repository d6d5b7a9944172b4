// createPaymentsClient checks its options at construction; each error names the option and never its value.
import { describe, expect, it } from 'vitest';
import { ConfigurationError, createPaymentsClient } from '../src/index.js';

const valid = { baseUrl: 'https://sandbox.payments.example/2.0', accountId: 'acct-1', apiKey: 'sk_live_do_not_print' };

describe('createPaymentsClient options', () => {
  it.each([
    ['baseUrl', { ...valid, baseUrl: '' }],
    ['baseUrl', { ...valid, baseUrl: 'sandbox.payments.example/2.0' }],
    ['baseUrl', { ...valid, baseUrl: 'ftp://sandbox.payments.example/2.0' }],
    ['accountId', { ...valid, accountId: undefined }],
    ['apiKey', { ...valid, apiKey: '  ' }],
    ['privateKey', { ...valid, privateKey: 'not a pem sk_live_do_not_print' }],
    ['privateKey', { ...valid, privateKey: 42 }],
    ['maxAttempts', { ...valid, maxAttempts: 0 }],
    ['maxAttempts', { ...valid, maxAttempts: 1.5 }],
    ['timeoutMs', { ...valid, timeoutMs: -1 }],
    ['fetch', { ...valid, fetch: 'fetch' }],
    ['backoff.baseMs', { ...valid, backoff: { baseMs: -5 } }],
  ])('refuses a bad %s, naming it and not the secret', (option, options) => {
    const attempt = () => createPaymentsClient(options as never);
    expect(attempt).toThrow(ConfigurationError);
    expect(attempt).toThrow(`Option '${option}'`);
    try {
      attempt();
    } catch (error) {
      expect(String((error as Error).message)).not.toContain('sk_live_do_not_print');
    }
  });

  it('accepts the minimum', () => {
    expect(createPaymentsClient(valid).GET).toBeTypeOf('function');
  });
});
