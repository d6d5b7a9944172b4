// The Response a call hands back was read in full before the client decided on it (a body cut mid-way is no answer),
// yet it still reads as fetch's Response does: once, in any form, cloned before a read, keeping its url.
import { describe, expect, it } from 'vitest';
import { readAnswer } from '../src/answer.js';

const body = '{"status":"ok","id":"c1"}';
async function read(status = 200, text: string | null = body) {
  const original = new Response(text, { status, statusText: 'Fine', headers: { 'content-type': 'application/json' } });
  Object.defineProperties(original, {
    url: { value: 'https://sandbox.payments.example/2.0/capture/c1' },
    redirected: { value: true },
  });
  return readAnswer(original, 1024, { method: 'POST', path: '/capture/c1' });
}

describe('an answer read in full', () => {
  it('keeps status, status text, headers, url and redirected', async () => {
    const answer = await read(201);
    expect([answer.status, answer.statusText, answer.headers.get('content-type')]).toEqual([
      201,
      'Fine',
      'application/json',
    ]);
    expect([answer.url, answer.redirected, answer.bodyUsed]).toEqual([
      'https://sandbox.payments.example/2.0/capture/c1',
      true,
      false,
    ]);
  });

  it.each([
    ['text', (r: Response) => r.text(), body],
    ['json', (r: Response) => r.json(), { status: 'ok', id: 'c1' }],
    ['arrayBuffer', async (r: Response) => new TextDecoder().decode(await r.arrayBuffer()), body],
    ['bytes', async (r: Response) => new TextDecoder().decode(await r.bytes()), body],
    ['blob', async (r: Response) => (await r.blob()).text(), body],
    ['body', (r: Response) => new Response(r.body).text(), body],
  ])('reads as %s once, and is used after', async (_name, readAs, want) => {
    const answer = await read();
    expect(await readAs(answer)).toEqual(want);
    expect(answer.bodyUsed).toBe(true);
    for (const again of [() => answer.text(), () => answer.json(), () => answer.arrayBuffer(), () => answer.blob()])
      await expect(again()).rejects.toThrow(TypeError);
  });

  it('reads as form data once (an error answer: a success must be JSON)', async () => {
    const original = new Response('a=1&b=2', {
      status: 400,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const answer = await readAnswer(original, 1024, { method: 'GET', path: '/' });
    expect(Object.fromEntries(await answer.formData())).toEqual({ a: '1', b: '2' });
    await expect(answer.formData()).rejects.toThrow(TypeError);
  });

  it('refuses a success that is not JSON as it is read, naming the call, the JSON parse error as its cause', async () => {
    const refused = read(200, 'not json');
    await expect(refused).rejects.toThrow('POST /capture/c1 answered 200 a body that is not JSON.');
    await expect(refused).rejects.toHaveProperty('cause', expect.any(SyntaxError));
  });

  it('reads an error answer that is not JSON as it is (openapi-fetch reads error bodies leniently)', async () => {
    expect(await (await read(503, '<html>busy</html>')).text()).toBe('<html>busy</html>');
  });

  it('clones before a read, each copy read on its own, and refuses to clone after', async () => {
    const answer = await read();
    const copy = answer.clone();
    expect(await copy.text()).toBe(body);
    expect(await answer.json()).toEqual({ status: 'ok', id: 'c1' });
    expect(copy.url).toBe(answer.url);
    expect(() => answer.clone()).toThrow(TypeError);
  });

  it('gives a clone bytes of its own', async () => {
    const answer = await read();
    const copy = answer.clone();
    new Uint8Array(await copy.arrayBuffer()).fill(0);
    expect(await answer.text()).toBe(body);
  });

  it('has no body once read, and a body read as a stream uses it up', async () => {
    const answer = await read();
    await answer.text();
    expect(answer.body).toBeNull();
    const streamed = await read();
    await new Response(streamed.body).arrayBuffer();
    expect(streamed.bodyUsed).toBe(true);
  });

  it('leaves an answer without a body as it is', async () => {
    for (const status of [204, 205, 304]) {
      const original = new Response(null, { status });
      expect(await readAnswer(original, 1024, { method: 'GET', path: '/' })).toBe(original);
    }
    const empty = new Response(null, { status: 200 });
    expect(await readAnswer(empty, 1024, { method: 'GET', path: '/' })).toBe(empty);
  });
});
