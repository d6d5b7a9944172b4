// Errors rule 3: "an invalid or unsupported content-type header" and "a malformed JSON payload" are errors. The
// simulator answered 201 to application/json-patch+json, application/json-seq, a charset other than UTF-8, and a
// body of invalid UTF-8 (decoded leniently into U+FFFD); each is now refused in the error envelope, nothing created.
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../src/index.js';

const AUTH = { AccountId: 'simulator-account', ApiKey: 'simulator-key' };
const BODY = JSON.stringify({ method: 'mb', value: 10 });

async function post(simulator: ReturnType<typeof createSimulator>, contentType: string, body: BodyInit = BODY) {
  const answer = await simulator.fetch('http://127.0.0.1/single', {
    method: 'POST',
    headers: { ...AUTH, 'Content-Type': contentType },
    body,
  });
  return { status: answer.status, body: (await answer.json()) as { status: string; message: string[] } };
}

const count = async (simulator: ReturnType<typeof createSimulator>) =>
  ((await (await simulator.fetch('http://127.0.0.1/single', { headers: AUTH })).json()) as { data: unknown[] }).data
    .length;

describe('content types the interface counts as errors (Errors rule 3)', () => {
  it.each([
    ['application/json-patch+json', /Content-Type' must be application\/json, not application\/json-patch\+json/],
    ['application/json-seq', /not application\/json-seq/],
    ['application/json;charset=ebcdic', /Content-Type' says: charset ebcdic is not utf-8/],
    ['application/json; charset=iso-8859-1', /charset iso-8859-1 is not utf-8/],
    ['application/jsonx', /not application\/jsonx/],
    ['text/plain', /not text\/plain/],
  ])('refuses %s with 400 in the error envelope, creating nothing', async (contentType, message) => {
    const simulator = createSimulator();
    const got = await post(simulator, contentType);
    expect(got.status).toBe(400);
    expect(got.body.status).toBe('error');
    expect(got.body.message.join(' ')).toMatch(message);
    expect(await count(simulator)).toBe(0);
  });

  it.each([
    'application/json',
    'APPLICATION/JSON',
    'application/json; charset=utf-8',
    'application/json;charset="UTF-8"',
  ])('accepts %s', async (contentType) => {
    const simulator = createSimulator();
    expect((await post(simulator, contentType)).status).toBe(201);
  });

  it('refuses a body of invalid UTF-8 as malformed JSON, creating nothing', async () => {
    const simulator = createSimulator();
    // {"method":"mb","value":10,"key":"<0xff 0xfe>"}: JSON in shape, not UTF-8
    const bytes = new Uint8Array([
      ...Buffer.from('{"method":"mb","value":10,"key":"'),
      0xff,
      0xfe,
      ...Buffer.from('"}'),
    ]);
    const got = await post(simulator, 'application/json', bytes);
    expect(got.status).toBe(400);
    expect(got.body.message.join(' ')).toMatch(/not valid UTF-8/);
    expect(await count(simulator)).toBe(0);
  });

  it('refuses invalid UTF-8 and a foreign media type on its controls too', async () => {
    const simulator = createSimulator();
    const control = (contentType: string, body: BodyInit) =>
      simulator.fetch('http://127.0.0.1/__simulator/clock', {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        body,
      });
    expect((await control('application/json-seq', '{"advanceMs":1000}')).status).toBe(400);
    const bytes = new Uint8Array([...Buffer.from('{"advanceMs":"'), 0xc3, 0x28, ...Buffer.from('"}')]);
    const answer = await control('application/json', bytes);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toMatch(/UTF-8/);
  });
});
