// @ts-check
// Random ids and digits from WebCrypto (`globalThis.crypto`), which Node 20+, Bun, Deno, browsers and workers all have.

/** @returns {Crypto} */
function webCrypto() {
  const found = globalThis.crypto;
  if (!found?.getRandomValues)
    throw new Error('the simulator needs WebCrypto (globalThis.crypto): Node 20+, Bun, Deno or a browser');
  return found;
}

/**
 * A random version 4 UUID. `crypto.randomUUID` exists only in a secure context in a browser; elsewhere (a page on
 * plain http) the same layout is made from getRandomValues (RFC 9562 section 5.4).
 */
export function randomId() {
  const crypto = webCrypto();
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A uniform random digit 0-9: a byte of 250 or more is drawn again, so no digit is likelier than another. */
export function randomDigit() {
  const crypto = webCrypto();
  const byte = new Uint8Array(1);
  for (;;) {
    crypto.getRandomValues(byte);
    if ((byte[0] ?? 255) < 250) return (byte[0] ?? 0) % 10;
  }
}
