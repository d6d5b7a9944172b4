// The credential headers are the spec's (Authentication rule 1; issue 38, "one place per fact"): the names the root
// `security` requirement's schemes give, emitted into the client's policy by the generator, never restated by hand.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateClientPolicy } from '../../../generators/client-policy/index.js';
import { createPaymentsClient } from '../src/index.js';
import { stubFetch } from './helpers/stub-fetch.js';

const spec = JSON.parse(readFileSync(new URL('../../spec/openapi.json', import.meta.url), 'utf8'));
/** Our spec with its `security` and `securitySchemes` replaced: the client policy generated from it, or the skip. */
function policyOf(security: unknown, securitySchemes: unknown) {
  const skipped: string[] = [];
  const document = { ...spec, security, components: { ...spec.components, securitySchemes } };
  const text = generateClientPolicy(document, { skip: (_what, reason) => skipped.push(reason) });
  return { text: text ?? '', skipped };
}
const apiKey = (name: string) => ({ type: 'apiKey', in: 'header', name });

/** The emitted `credentialHeaders` object, read back from the module's text (a JSON literal). */
const emitted = (text: string) => JSON.parse(/credentialHeaders = (\{[^}]*\}) as const/.exec(text)?.[1] ?? 'null');

describe('credentialHeaders, generated from the root security requirement', () => {
  it.each([
    ['the names of the spec', 'AccountId', 'ApiKey'],
    ['a header renamed in the spec', 'AccountId', 'X-Api-Key'],
  ])('given %s, emits each scheme with its header name', (_case, accountIdHeader, apiKeyHeader) => {
    const { text, skipped } = policyOf([{ accountId: [], apiKey: [] }], {
      accountId: apiKey(accountIdHeader),
      apiKey: apiKey(apiKeyHeader),
    });
    expect(skipped).toEqual([]);
    expect(emitted(text)).toEqual({ accountId: accountIdHeader, apiKey: apiKeyHeader });
  });

  it.each([
    ['no root security', undefined, {}],
    ['a requirement that is not an apiKey header', [{ basic: [] }], { basic: { type: 'http', scheme: 'basic' } }],
  ])('given %s, skips the policy naming /security', (_case, security, schemes) => {
    expect(policyOf(security, schemes).skipped).toEqual([expect.stringContaining('/security (apiKey header schemes)')]);
  });
});

describe('the client', () => {
  it('sends accountId and apiKey under the header names the spec gives its schemes', async () => {
    const { fetch, tries } = stubFetch([]);
    const client = createPaymentsClient({
      baseUrl: 'https://sandbox.payments.example/2.0',
      accountId: 'acct-1',
      apiKey: 'key-1',
      fetch,
    });
    await client.GET('/single/{id}', { params: { path: { id: 'p-1' } } });
    const { securitySchemes } = spec.components;
    const named = Object.keys(spec.security[0]).map((scheme) => securitySchemes[scheme].name);
    expect(named).toEqual(['AccountId', 'ApiKey']);
    expect(named.map((header) => tries[0]?.headers.get(header))).toEqual(['acct-1', 'key-1']);
  });
});
