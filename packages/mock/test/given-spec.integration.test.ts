// The mock follows the spec it is given (issue 31): a team's changed copy passed as `startMock({ spec })` is what
// every request check reads (its request schemas, routes, signed operations and idempotent methods), not the bundled
// spec. The bundled mock beside it answers the same requests, so each row shows what the copy changed.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import type { Node } from '../../../test/helpers/spec.js';
import { startMock } from '../src/index.js';

const headers = { AccountId: 'a', ApiKey: 'k', 'Content-Type': 'application/json' };
const ADDED = '/team_refunds';

/** The team's copy: one optional field added, one required field dropped, one operation added, PATCH alone keyed. */
function changed(spec: Node) {
  const copy = structuredClone(spec);
  const checkout = copy.components.schemas.CheckoutCreateRequest;
  checkout.properties.team_note = { type: 'string', maxLength: 20 };
  checkout.required = checkout.required.filter((name: string) => name !== 'customer');
  copy['x-retry-policy'].idempotency.methods = ['PATCH'];
  copy.paths[ADDED] = {
    post: {
      operationId: 'createTeamRefund',
      'x-signature': spec.paths['/out_payment'].post['x-signature'],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              additionalProperties: false,
              required: ['reason'],
              properties: { reason: { type: 'string', maxLength: 10 } },
            },
          },
        },
      },
      responses: {
        '201': {
          description: 'created',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { id: { type: 'string' } } },
              example: { id: 'team-refund-1' },
            },
          },
        },
      },
    },
  };
  return copy;
}

let folder: string;
let checkout: Record<string, unknown>;
let bundled: Awaited<ReturnType<typeof startMock>>;
let given: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  const spec = JSON.parse(await readFile(new URL('../../spec/openapi.json', import.meta.url), 'utf8'));
  checkout = spec.paths['/checkout'].post.requestBody.content['application/json'].examples.SingleSale.value;
  folder = await mkdtemp(join(tmpdir(), 'mock-given-spec-'));
  const file = join(folder, 'team.openapi.json');
  await writeFile(file, JSON.stringify(changed(spec)));
  [bundled, given] = await Promise.all([startMock({ port: 0 }), startMock({ port: 0, spec: file })]);
}, patience(60_000));
afterAll(async () => {
  await Promise.all([bundled?.stop(), given?.stop()]);
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function call(url: string, path: string, body: unknown, more: Record<string, string> = {}) {
  const answer = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { ...headers, ...more },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  return {
    status: answer.status,
    replay: answer.headers.get('idempotency-replay'),
    body: text ? JSON.parse(text) : undefined,
  };
}

const without = (body: Record<string, unknown>, name: string) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => k !== name));

describe("a request, by the given spec's rules and by the bundled one's", () => {
  it.each<
    [string, () => [string, unknown, Record<string, string>?], { given: number; bundled: number; message?: RegExp }]
  >([
    [
      'an optional field the team added is accepted',
      () => ['/checkout', { ...checkout, team_note: 'gift' }],
      { given: 201, bundled: 400 },
    ],
    [
      "the added field's own rule is checked",
      () => ['/checkout', { ...checkout, team_note: 'n'.repeat(21) }],
      { given: 400, bundled: 400, message: /'team_note' must NOT have more than 20 characters/ },
    ],
    [
      'an unknown field is still refused where the spec closes the body',
      () => ['/checkout', { ...checkout, surprise: true }],
      { given: 400, bundled: 400, message: /surprise/ },
    ],
    [
      'a field the bundled spec requires and the team dropped is not required',
      () => ['/checkout', without(checkout, 'customer')],
      { given: 201, bundled: 400 },
    ],
  ])('%s', async (_name, request, want) => {
    const [path, body] = request();
    const [onGiven, onBundled] = await Promise.all([call(given.url, path, body), call(bundled.url, path, body)]);
    expect({ given: onGiven.status, bundled: onBundled.status }).toEqual({ given: want.given, bundled: want.bundled });
    if (want.message) expect(JSON.stringify(onGiven.body.message)).toMatch(want.message);
  });
});

describe('an operation the team added', () => {
  const signed = { Signature: 'c2lnbmF0dXJl' };
  it('is answered from its example', async () => {
    expect(await call(given.url, ADDED, { reason: 'late' }, signed)).toMatchObject({
      status: 201,
      body: { id: 'team-refund-1' },
    });
  });

  it.each<[string, unknown, Record<string, string>, number, RegExp]>([
    ['a field over its maxLength', { reason: 'far too late' }, signed, 400, /reason/],
    ['its required field missing', {}, signed, 400, /reason/],
    ['an unknown field', { reason: 'late', extra: 1 }, signed, 400, /extra/],
    ['its signature missing (x-signature in the copy)', { reason: 'late' }, {}, 403, /Signature/],
  ])('refuses %s', async (_name, body, more, status, message) => {
    const got = await call(given.url, ADDED, body, more);
    expect(got.status).toBe(status);
    expect(JSON.stringify(got.body.message)).toMatch(message);
  });

  it('is unknown to the bundled mock', async () => {
    expect((await call(bundled.url, ADDED, { reason: 'late' }, signed)).status).toBe(404);
  });
});

it("keys only the methods the given spec's x-retry-policy names (the copy: PATCH alone)", async () => {
  const keyed = { 'Idempotency-Key': `given-spec-${process.pid}` };
  const twice = async (url: string) => {
    await call(url, '/checkout', checkout, keyed);
    return (await call(url, '/checkout', checkout, keyed)).replay;
  };
  expect({ given: await twice(given.url), bundled: await twice(bundled.url) }).toEqual({
    given: null,
    bundled: 'true',
  });
});

it('refuses a spec it cannot read at start, naming the file', async () => {
  const missing = join(tmpdir(), `no-such-spec-${process.pid}.json`);
  await expect(startMock({ port: 0, spec: missing })).rejects.toThrow(missing);
});
