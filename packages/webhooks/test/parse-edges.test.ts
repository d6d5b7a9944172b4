// parseNotification at its edges: the Authorization header read from node:http's plain headers as from Fetch's, a
// missing one refused whatever the configured value; a body of exactly the limit; bytes that are not UTF-8 inside a
// JSON string; JSON that is no object; every field at fault listed; set-up errors that say what to pass.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BYTES, type ParseOptions, parseNotification } from '../src/index.js';

const ID = '1bbc14c3-8ca8-492c-887d-1ca86400e4fa';
const generic = { authorization: { unsafeAcceptUnsigned: true }, kind: 'genericNotification' } as ParseOptions;
const signed = (authorization: string): ParseOptions => ({ authorization, kind: 'genericNotification' });

describe('the Authorization of a delivery', () => {
  it.each([
    ['a header of another case', { Authorization: 'Bearer s3cret' }, true],
    ['after other headers', { 'content-type': 'application/json', authorization: 'Bearer s3cret' }, true],
    ['given as a list (node:http)', { authorization: ['Bearer s3cret'] }, true],
    ['a list of two, read joined', { authorization: ['Bearer s3cret', 'x'] }, false],
    ['an unset entry before the real one', { authorization: undefined, Authorization: 'Bearer s3cret' }, true],
    ['only other headers', { 'content-type': 'Bearer s3cret' }, false],
  ])('read from plain headers: %s is accepted: %s', (_name, headers, ok) => {
    expect(parseNotification({ id: ID }, headers, signed('Bearer s3cret')).ok).toBe(ok);
  });

  it('is read as node:http joins repeated headers', () => {
    expect(parseNotification({ id: ID }, { authorization: ['a', 'b'] }, signed('a, b')).ok).toBe(true);
  });

  it('is refused when missing, whatever the configured value', () => {
    expect(parseNotification({ id: ID }, {}, signed('null'))).toMatchObject({
      ok: false,
      error: { status: 401, message: 'header Authorization is missing or does not match the configured value' },
    });
  });
});

describe('the body', () => {
  const sized = (size: number) => {
    const bare = JSON.stringify({ id: ID, note: '' }).length;
    return JSON.stringify({ id: ID, note: 'n'.repeat(size - bare) });
  };

  it('may be exactly maxBytes, as bytes or an ArrayBuffer', () => {
    const bytes = new TextEncoder().encode(sized(DEFAULT_MAX_BYTES));
    expect(parseNotification(bytes, {}, generic).ok).toBe(true);
    expect(parseNotification(bytes.buffer, {}, generic).ok).toBe(true);
    expect(parseNotification(sized(100), {}, { ...generic, maxBytes: 99 })).toMatchObject({
      ok: false,
      error: { status: 413, reason: 'too_large', message: 'body is 100 bytes, over the limit of 99' },
    });
  });

  it('is refused when a JSON string holds bytes that are not UTF-8', () => {
    const [head, tail] = [`{"type":"capture","id":"${ID}","note":"`, '"}'].map((t) => new TextEncoder().encode(t));
    const body = new Uint8Array([...(head ?? []), 0xff, ...(tail ?? [])]);
    expect(parseNotification(body, {}, generic)).toMatchObject({
      ok: false,
      error: { status: 400, reason: 'not_json' },
    });
  });

  it.each(['42', 'null', '"capture"', 'true'])('is refused when its JSON %s is no object', (body) => {
    expect(parseNotification(body, {}, generic)).toMatchObject({
      ok: false,
      error: { status: 400, reason: 'invalid', message: 'body must be a JSON object' },
    });
  });

  it('lists every field at fault, each with its path', () => {
    const result = parseNotification({ type: 'capture', id: 7, status: 8 }, {}, generic);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message.split('; ')).toHaveLength(result.error.issues?.length ?? 0);
    expect(result.error.issues?.map((issue) => issue.path)).toEqual(expect.arrayContaining(['/id', '/status']));
  });
});

describe('set-up errors', () => {
  it('name the kinds to choose from', () => {
    expect(() => parseNotification({ id: ID }, {}, { authorization: 'x' } as ParseOptions)).toThrow(
      "option 'kind' is required: the kind of notification this endpoint receives (genericNotification, authorisationNotification, transactionNotification), as the URL it is configured under with PATCH /config says; it is not guessed from the payload",
    );
  });

  it('name authorization when there are no options at all', () => {
    expect(() => parseNotification({ id: ID }, {}, undefined as unknown as ParseOptions)).toThrow(
      /^option 'authorization' is required/,
    );
  });
});
