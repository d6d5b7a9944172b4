// The simulator's platform edges (src/platform/): the same values on every runtime as node:crypto gave before the
// simulator left `node:` (issue 39). The hex and ids below are what the simulator made with node:crypto's createHash
// and createSign on the day it changed: an idempotency fingerprint saved in a state file, the account uuid in every
// notification, a frequent payment's reference after a reset, and the test key's signature must stay those bytes.
import { createPublicKey, createVerify, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { controlDocument } from '../src/generated/control-openapi.js';
import { fingerprint } from '../src/idempotency.js';
import { idGenerator } from '../src/ids.js';
import { signWithTestKey, TEST_PUBLIC_KEY, testSignature } from '../src/index.js';
import { base64Url, concatBytes, utf8Bytes } from '../src/platform/bytes.js';
import { base64Bytes, verifyRsaSha256 } from '../src/platform/rsa.js';
import { nextTurn } from '../src/platform/turn.js';
import { accountUuid } from '../src/resources/events.js';
import { currentReference } from '../src/resources/references.js';

describe('values saved or sent before the change are the same bytes', () => {
  it('the idempotency fingerprint, JSON canonicalised, and not JSON as text (UTF-8 beyond ASCII)', () => {
    expect(fingerprint('POST', '/v2/payments/single?x=1', '{"b":1,"a":"é€😀"}')).toBe(
      'f59b4a0dc760c92aff32d6cbb2177a1470b85054b10e8c104bf65884992cbf54',
    );
    expect(fingerprint('PATCH', '/v2/a', 'not json ✓')).toBe(
      'd0d9657fbca9e582980a09518a43081d42f4b9a9ef1ade29912ab42837e10355',
    );
  });

  it('the account uuid notifications carry', () => {
    expect(accountUuid('simulator-account')).toBe('af329e64-457c-58f7-804d-7fd7355801a6');
    expect(accountUuid('ação')).toBe('e36798d0-616f-52e6-8ab3-26cd343bcde3');
  });

  it("a frequent payment's multibanco reference after resets", () => {
    const frequent = {
      id: 'f6a1c2d3-0000-4000-8000-000000000001',
      unlimited_payments: true,
      method: { type: 'mb', reference: '123456789' },
      internal: {},
      createdAt: Date.UTC(2026, 0, 1, 10),
      // only the fields the reference reads: the rest of a typed frequent record plays no part in it
    } as unknown as Parameters<typeof currentReference>[0];
    expect(currentReference(frequent, Date.UTC(2026, 0, 5, 10))).toBe('579335862');
    expect(currentReference(frequent, Date.UTC(2026, 2, 5, 10))).toBe('424491457');
  });

  it("the test key's signature, made by WebCrypto as node:crypto made it", async () => {
    const body = '{"amount":1}';
    const before =
      'Bs+U6QndiiRkBxpTo8SEYLE2myXA0w54A505K6lv8Ge5IP8edVqdGFlLJkllvo8X1sCyHqwmg7tQGD08vsczT2+411XCaH4PE+n703+OszMtIB4DGSlx7kAF38oh9WSwzz8oBqpVydfXxGCl2TvwCP06uP5n2nlSXXPmEshpwuWFMeQN20D8/riZSMtqyDAqeZbULQm9SgOG/543eFWb667lt0AS3idL/E0u0BbD19gP5ay8Zm5F3JplIZ++h5A/JinvQ7oyCqJfEkc0bV41/epSlFK+CPmhqEDbqhQ0iM0PV6xK4zIyZg03JFt1VHNwLVXyWEIYeZdjYXa6kV1j8A==';
    expect(testSignature(body)).toBe(before);
    expect(await signWithTestKey(body)).toBe(before);
    expect(await signWithTestKey(new TextEncoder().encode(body))).toBe(before);
    expect(
      createVerify('sha256')
        .update(body)
        .verify(TEST_PUBLIC_KEY, await signWithTestKey(body), 'base64'),
    ).toBe(true);
  });
});

describe('verifyRsaSha256', () => {
  const body = 'café';
  it('accepts the signature over the UTF-8 bytes, with a PEM or a node KeyObject', async () => {
    const signature = testSignature(body);
    expect(await verifyRsaSha256(TEST_PUBLIC_KEY, body, signature)).toBe(true);
    expect(await verifyRsaSha256(createPublicKey(TEST_PUBLIC_KEY), body, signature)).toBe(true);
  });

  it('refuses, never throws, for other data, another key, a broken key or Base64 that is not', async () => {
    const signature = testSignature(body);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' });
    expect(await verifyRsaSha256(TEST_PUBLIC_KEY, 'cafe', signature)).toBe(false);
    expect(await verifyRsaSha256(String(other), body, signature)).toBe(false);
    expect(await verifyRsaSha256('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----', body, signature)).toBe(
      false,
    );
    expect(await verifyRsaSha256('not a key', body, signature)).toBe(false);
    expect(await verifyRsaSha256(TEST_PUBLIC_KEY, body, `${signature}!`)).toBe(false);
    expect(await verifyRsaSha256(TEST_PUBLIC_KEY, body, '')).toBe(false);
  });

  it('reads Base64 as Node did: whitespace and padding ignored, base64url accepted', () => {
    expect(base64Bytes(' aGk=\n')).toEqual(new Uint8Array([104, 105]));
    expect(base64Bytes('-_8')).toEqual(new Uint8Array(Buffer.from('-_8', 'base64')));
    expect(base64Bytes('a')).toBeUndefined();
  });
});

describe('random ids and digits (no seed)', () => {
  it('are version 4 uuids and decimal digits, different each time', () => {
    const ids = idGenerator(undefined);
    const made = new Set(Array.from({ length: 50 }, () => ids.id()));
    expect(made.size).toBe(50);
    for (const id of made) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const digits = ids.digits(2000);
    expect(digits).toMatch(/^\d{2000}$/);
    // every digit turns up in 2000 draws (a digit missing has a chance below 10^-90)
    expect(new Set(digits).size).toBe(10);
  });
});

describe('the control spec as data', () => {
  it('is control.openapi.yaml, as the build generates it (node scripts/control-data.js)', () => {
    const yaml = parse(readFileSync(new URL('../control.openapi.yaml', import.meta.url), 'utf8'));
    expect(controlDocument).toEqual(yaml);
  });
});

describe('bytes without Buffer', () => {
  it.each(['', 'a', 'checkout-1:1700000000000', 'ação €😀 ~~~???>>>'])('%j as Buffer made it', (text) => {
    expect(base64Url(text)).toBe(Buffer.from(text).toString('base64url'));
    expect(utf8Bytes(text)).toEqual(new Uint8Array(Buffer.from(text, 'utf8')));
    const bytes = utf8Bytes(text);
    expect(concatBytes([bytes.subarray(0, 3), bytes.subarray(3)])).toEqual(bytes);
  });
});

describe('nextTurn', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('resolves after a turn where setImmediate is missing (a browser, a worker, Deno)', async () => {
    vi.stubGlobal('setImmediate', undefined);
    const order: string[] = [];
    const turned = nextTurn().then(() => order.push('turn'));
    await Promise.resolve().then(() => order.push('microtask'));
    await turned;
    expect(order).toEqual(['microtask', 'turn']);
  });
});
