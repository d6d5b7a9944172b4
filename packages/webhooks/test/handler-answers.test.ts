// What the handler answers a delivery, and in what form: every refusal in the service's error envelope (Errors rule
// 2: `status` `error`, `message` an array of strings) as JSON; the body limit checked on the declared length before
// reading and on the bytes while reading; notifications it has no code for answered 200 and told to onUnknown; a
// failing onError or store never failing a delivery.
import { describe, expect, it } from 'vitest';
import { createNotificationHandler, DEFAULT_MAX_BYTES, type NotificationHandlerOptions } from '../src/index.js';

const CAPTURE = '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f';
const capture = { type: 'capture', status: 'success', id: CAPTURE, date: '2026-11-20 10:20:30' };
const skip = { unsafeSkipConfirmation: true } as const;

function handlerWith(extra: Partial<NotificationHandlerOptions> = {}) {
  const ran: unknown[] = [];
  const handle = createNotificationHandler({
    kind: 'genericNotification',
    authorization: { unsafeAcceptUnsigned: true },
    confirm: skip,
    on: { capture: (n) => void ran.push(n.id) },
    ...extra,
  });
  return { handle, ran };
}
const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://shop.test/n', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
const streamOf = (...chunks: string[]) =>
  new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
async function answerOf(response: Response) {
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}

describe('answers', () => {
  it('handled: 200 {status: ok, handled: true}, as JSON', async () => {
    const { handle } = handlerWith();
    const answer = await answerOf(await handle(post(JSON.stringify(capture))));
    expect(answer).toEqual({ status: 200, type: 'application/json', body: { status: 'ok', handled: true } });
  });

  it('a GET: 405 in the error envelope', async () => {
    const { handle } = handlerWith();
    expect(await answerOf(await handle(new Request('http://shop.test/n')))).toEqual({
      status: 405,
      type: 'application/json',
      body: { status: 'error', message: ['notifications are delivered with POST'] },
    });
  });

  it('an invalid payload: 400 with a message for each field at fault', async () => {
    const { handle, ran } = handlerWith();
    const answer = await answerOf(await handle(post(JSON.stringify({ type: 7, id: 8 }))));
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe('error');
    expect(answer.body.message).toEqual(expect.arrayContaining([expect.stringMatching(/field 'id' must be string/)]));
    expect(answer.body.message.length).toBeGreaterThanOrEqual(2);
    expect(ran).toEqual([]);
  });

  it('no body at all: 400, not JSON', async () => {
    const { handle } = handlerWith();
    const answer = await answerOf(await handle(post(null)));
    expect(answer.status).toBe(400);
    expect(answer.body.message[0]).toMatch(/not JSON/);
  });

  it('a body in several chunks is read whole', async () => {
    const { handle, ran } = handlerWith();
    const [head, tail] = [JSON.stringify(capture).slice(0, 20), JSON.stringify(capture).slice(20)];
    expect((await handle(post(streamOf(head, tail)))).status).toBe(200);
    expect(ran).toEqual([CAPTURE]);
  });
});

describe('the body limit', () => {
  // A valid notification padded to `size` bytes with a field the spec does not list (a warning, not an error).
  const exactly = (size: number) => {
    const bare = JSON.stringify({ ...capture, note: '' }).length;
    return JSON.stringify({ ...capture, note: 'n'.repeat(size - bare) });
  };

  it('takes a body of exactly maxBytes, declared or not', async () => {
    const { handle } = handlerWith({ maxBytes: 300 });
    const body = exactly(300);
    expect(body).toHaveLength(300);
    expect((await handle(post(body, { 'content-length': '300' }))).status).toBe(200);
    expect((await handle(post(streamOf(body)))).status).toBe(200);
  });

  it('refuses one byte more with 413, naming the limit, whether declared or only read', async () => {
    const { handle, ran } = handlerWith({ maxBytes: 300 });
    for (const request of [
      post(exactly(301), { 'content-length': '301' }),
      post(streamOf(exactly(301).slice(0, 150), exactly(301).slice(150))),
    ]) {
      const answer = await answerOf(await handle(request));
      expect(answer).toMatchObject({
        status: 413,
        body: { status: 'error', message: ['body is over the limit of 300 bytes'] },
      });
    }
    expect(ran).toEqual([]);
  });

  it('refuses a declared length over the limit without reading the body', async () => {
    const { handle } = handlerWith({ maxBytes: 300 });
    const endless = new ReadableStream({ pull: () => new Promise(() => {}) });
    expect((await handle(post(endless, { 'content-length': '301' }))).status).toBe(413);
  });

  it('is 64 KiB by default', async () => {
    const { handle } = handlerWith();
    expect(DEFAULT_MAX_BYTES).toBe(64 * 1024);
    expect((await handle(post(exactly(DEFAULT_MAX_BYTES)))).status).toBe(200);
    expect((await handle(post(exactly(DEFAULT_MAX_BYTES + 1)))).status).toBe(413);
  });
});

describe('notifications without code for them', () => {
  it.each([
    [
      'a type the spec does not list',
      { ...capture, type: 'payout_reversed' },
      'the notification names no type the spec lists',
    ],
    ['a type without a handler', { ...capture, type: 'refund' }, "no handler for type 'refund'"],
  ])('%s: 200, handled false, told to onUnknown with the reason', async (_name, notification, reason) => {
    const told: unknown[] = [];
    const { handle } = handlerWith({ onUnknown: (n, c) => void told.push([n.id, c.kind, c.reason]) });
    const answer = await answerOf(await handle(post(JSON.stringify(notification))));
    expect(answer.body).toEqual({ status: 'ok', handled: false, reason });
    expect(told).toEqual([[CAPTURE, 'genericNotification', reason]]);
    expect((await handlerWith().handle(post(JSON.stringify(notification)))).status).toBe(200);
  });
});

describe('the Authorization checked before the body', () => {
  // A body that records whether anything pulled it (the delivery's bytes, or its size).
  const recording = () => {
    const seen = { pulled: false };
    const body = new ReadableStream(
      {
        pull(controller) {
          seen.pulled = true;
          controller.enqueue(new TextEncoder().encode(JSON.stringify(capture)));
          controller.close();
        },
        // Nothing pulled ahead: only a read pulls.
      },
      { highWaterMark: 0 },
    );
    return { seen, body };
  };

  it.each([
    ['missing', {}],
    ['wrong', { authorization: 'Bearer guess' }],
  ])('a %s Authorization is refused 401 without the body being read', async (_name, headers) => {
    const { handle, ran } = handlerWith({ authorization: 'Bearer s3cret' });
    const { seen, body } = recording();
    const answer = await answerOf(await handle(post(body, { ...headers, 'content-length': '999999999' })));
    expect(answer).toEqual({
      status: 401,
      type: 'application/json',
      body: { status: 'error', message: ['header Authorization is missing or does not match the configured value'] },
    });
    expect([seen.pulled, ran]).toEqual([false, []]);
  });

  it('the right Authorization has its body read and handled', async () => {
    const { handle, ran } = handlerWith({ authorization: 'Bearer s3cret' });
    const { seen, body } = recording();
    expect((await handle(post(body, { authorization: 'Bearer s3cret' }))).status).toBe(200);
    expect([seen.pulled, ran]).toEqual([true, [CAPTURE]]);
  });
});

describe('failures around the merchant code', () => {
  it('a store that cannot mark it done is reported, and the delivery still answered 200', async () => {
    const reported: unknown[] = [];
    const failing = {
      claim: () => ({ state: 'claimed', token: 't' }) as const,
      done: () => Promise.reject(new Error('redis down')),
      release: () => {},
    };
    const { handle, ran } = handlerWith({ deliveries: failing, onError: (e) => void reported.push(String(e)) });
    expect((await handle(post(JSON.stringify(capture)))).status).toBe(200);
    expect([ran, reported]).toEqual([[CAPTURE], ['Error: redis down']]);
  });

  it('a store that cannot claim is a 500, reported, and the merchant code does not run', async () => {
    const reported: unknown[] = [];
    const failing = { claim: () => Promise.reject(new Error('redis down')), done: () => {}, release: () => {} };
    const { handle, ran } = handlerWith({ deliveries: failing, onError: (e) => void reported.push(String(e)) });
    expect((await handle(post(JSON.stringify(capture)))).status).toBe(500);
    expect([ran, reported]).toEqual([[], ['Error: redis down']]);
  });

  it('a has/remember store (deprecated) still runs the code once, and is told of it after the code', async () => {
    const kept: string[] = [];
    const legacy = { has: (key: string) => kept.includes(key), remember: (key: string) => void kept.push(key) };
    const { handle, ran } = handlerWith({ deliveries: legacy });
    expect((await handle(post(JSON.stringify(capture)))).status).toBe(200);
    expect((await handle(post(JSON.stringify(capture)))).status).toBe(200);
    expect([ran, kept.length]).toEqual([[CAPTURE], 1]);
  });

  it('refuses a store of neither interface at creation, naming the option', () => {
    expect(() => handlerWith({ deliveries: { get: () => undefined } as never })).toThrow(
      /option 'deliveries' must be a DeliveryStore/,
    );
  });

  it('code that throws is a 500 in the envelope, reported, and an onError that throws changes nothing', async () => {
    const reported: unknown[] = [];
    const on = { capture: () => Promise.reject(new Error('database down')) };
    const { handle } = handlerWith({ on, onError: (e) => void reported.push(String(e)) });
    expect(await answerOf(await handle(post(JSON.stringify(capture))))).toEqual({
      status: 500,
      type: 'application/json',
      body: { status: 'error', message: ['the notification could not be handled'] },
    });
    expect(reported).toEqual(['Error: database down']);
    const loud = handlerWith({
      on,
      onError: () => {
        throw new Error('logger down');
      },
    });
    expect((await loud.handle(post(JSON.stringify(capture)))).status).toBe(500);
    expect((await handlerWith({ on }).handle(post(JSON.stringify(capture)))).status).toBe(500);
  });
});
