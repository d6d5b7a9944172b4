// The mock's authentication refusals are the simulator's (issue 38: one source): a signed operation sent without
// its Signature, and missing credentials (which Prism answers 401 or with a problem document), are answered with the
// body the simulator gives the same request, not a copy of its words.
import { createSimulator, DEFAULT_ACCOUNTS } from '@payments-contract/simulator';
import { matchRoute } from '@payments-contract/simulator/front';
import { describe, expect, it } from 'vitest';
import { envelopeFor } from '../src/envelope.js';
import { missingSignature } from '../src/signature.js';

const simulator = createSimulator();
const [accountId, account] = Object.entries(DEFAULT_ACCOUNTS)[0] ?? [];

async function simulatorBody(method: string, path: string, headers: Record<string, string>) {
  const answer = await simulator.fetch(`http://127.0.0.1/2.0${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: method === 'POST' ? '{}' : null,
  });
  return { status: answer.status, body: await answer.json() };
}

describe("the mock's authentication refusals", () => {
  it.each([
    ['POST', '/out_payment'],
    ['DELETE', '/out_payment/7c9e6679-7425-40de-944b-e07fc1f90ae7'],
  ])('%s %s without Signature: the simulator’s 403', async (method, path) => {
    const found = matchRoute(method, path);
    if (!('route' in found)) throw new Error(`${method} ${path} is not a route`);
    const mock = missingSignature(found.route, { accountid: String(accountId), apikey: String(account?.apiKey) });
    const want = await simulatorBody(method, path, { AccountId: String(accountId), ApiKey: String(account?.apiKey) });
    expect(want.status).toBe(403);
    expect(mock && { status: mock.status, body: mock.body }).toEqual(want);
  });

  it('lets a signed operation with its Signature through, and one that is not signed', () => {
    const signed = matchRoute('POST', '/out_payment');
    const plain = matchRoute('POST', '/single');
    if (!('route' in signed) || !('route' in plain)) throw new Error('routes');
    expect(missingSignature(signed.route, { signature: 'c2lnbmVk' })).toBeUndefined();
    expect(missingSignature(plain.route, {})).toBeUndefined();
  });

  it('missing credentials: the simulator’s 403 and message', async () => {
    const want = await simulatorBody('GET', '/single', {});
    expect(want.status).toBe(403);
    const mock = envelopeFor(401, 'application/json', '{}');
    expect(mock && { status: mock.status, body: JSON.parse(mock.body) }).toEqual(want);
  });
});
