// Spec-driven fuzzing of the simulator (issue 19, item 4): 2 000 requests built from the bundled spec's schemas and
// their mutations (fast-check, seeded, at most 25 s), sent in process to `createSimulator().fetch`, every answer
// checked against the operation's declared statuses and schemas with the generated validators. The goal, from the
// interface: no undeclared status (Errors rule 4 and the per-operation lists), no 5xx ("an error on the service
// side (rare)"), every 4xx in the error envelope (Errors rule 2) naming the field it refuses (Errors rule 3), and no
// broken request accepted. The older packages/simulator/test/fuzz.test.ts sends schema-blind noise to find crashes;
// this one builds requests from the schemas, so its generator is not reused.
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { createSimulator } from '../../packages/simulator/src/index.js';
import { patience } from '../helpers/patience.js';
import { judge } from './fuzz/judge.js';
import { type FuzzRequest, readOperations, requestArbitrary } from './fuzz/requests.js';
import { seedRecords } from './fuzz/seed.js';

const spec = createRequire(import.meta.url)('@payments-contract/spec/openapi.json');
const operations = readOperations(spec);
const HEADERS = { AccountId: 'simulator-account', ApiKey: 'simulator-key', Signature: 'c2lnbmVk' };

it(
  'answers 2 000 spec-built requests and their mutations as the spec declares',
  async () => {
    const simulator = createSimulator();
    const known = await seedRecords(simulator.fetch, 'http://simulator.test/2.0');
    expect(known.length).toBeGreaterThan(10);
    const tally = new Map<string, number>();
    const examples = new Map<string, string>();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(requestArbitrary(spec, operations, known), async (request) => {
        const query = new URLSearchParams(request.query).toString();
        const answer = await simulator.fetch(`http://simulator.test/2.0${request.path}${query ? `?${query}` : ''}`, {
          method: request.operation.method,
          headers: { ...HEADERS, ...(request.body === undefined ? {} : { 'Content-Type': request.contentType }) },
          ...(request.body === undefined ? {} : { body: request.body }),
        });
        sent++;
        const text = await answer.text();
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = text;
        }
        for (const finding of judge(request, answer.status, body)) {
          const key = `${request.operation.key} ${answer.status}: ${finding}`;
          tally.set(key, (tally.get(key) ?? 0) + 1);
          if (!examples.has(key))
            examples.set(
              key,
              `${request.mutation}${request.field ? ` '${request.field}'` : ''} → ${text.slice(0, 160)}`,
            );
        }
      }),
      { numRuns: 2_000, seed: 19, interruptAfterTimeLimit: 25_000 },
    );
    const report = Object.fromEntries(
      [...tally].sort().map(([key, count]) => [key, `${count}× e.g. ${examples.get(key)}`]),
    );
    console.log(`fuzz: ${sent} requests, ${tally.size} (operation, status, finding) kinds`);
    expect(sent).toBeGreaterThan(500);
    expect(report).toEqual({});
  },
  patience(60_000),
);

// The judge itself, on answers made up to break each rule once: every finding it reports can be produced.
const refund = operations.find((o) => o.key === 'POST /refund/{id}') as FuzzRequest['operation'];
const single = operations.find((o) => o.key === 'POST /single') as FuzzRequest['operation'];
const asked = (operation: FuzzRequest['operation'], mutation: FuzzRequest['mutation'] = 'none', field?: string) =>
  ({
    operation,
    mutation,
    ...(field ? { field } : {}),
    path: '/',
    query: {},
    contentType: 'application/json',
  }) as FuzzRequest;
it.each([
  {
    given: 'a declared 201',
    request: asked(single),
    status: 201,
    body: { status: 'ok', message: ['created'], id: '3f1c0c7e-2f0e-4b8e-9c1a-7d2f3e5a6b7c' },
    want: [],
  },
  {
    given: 'a 418 the operation does not declare',
    request: asked(refund),
    status: 418,
    body: { status: 'error', message: ['no'] },
    want: ['undeclared status'],
  },
  {
    given: 'a declared 500',
    request: asked(single),
    status: 500,
    body: { status: 'error', message: ['oops'] },
    want: ['5xx'],
  },
  { given: 'a 201 of the wrong shape', request: asked(single), status: 201, body: { status: 7 }, want: ['schema'] },
  {
    given: 'a 400 outside the envelope',
    request: asked(single, 'missing-field', 'value'),
    status: 400,
    body: { error: 'bad' },
    want: ['schema', 'not the error envelope'],
  },
  {
    given: 'a 400 that does not name the field',
    request: asked(single, 'missing-field', 'value'),
    status: 400,
    body: { status: 'error', message: ['bad request'] },
    want: ['field not named'],
  },
  {
    given: 'a 400 naming the field',
    request: asked(single, 'missing-field', 'value'),
    status: 400,
    body: { status: 'error', message: ["field 'value' is required"] },
    want: [],
  },
  {
    given: 'a broken request accepted',
    request: asked(single, 'bad-json', 'JSON'),
    status: 201,
    body: { status: 'ok', message: ['created'], id: '3f1c0c7e-2f0e-4b8e-9c1a-7d2f3e5a6b7c' },
    want: ['broken request accepted'],
  },
])('judges $given', ({ request, status, body, want }) => {
  expect(judge(request, status, body)).toEqual(want);
});
