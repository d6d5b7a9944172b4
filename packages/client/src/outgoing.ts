// The request openapi-fetch builds, without the cost of a WHATWG Request: openapi-fetch accepts a Request class, and
// this one only keeps what it was given (URL, method, headers, serialized body, the call's options). The transport
// then sends one real request per try, instead of a Request that is read back, copied and built again (the profile
// of issue 14 found the copies, and the body stream they each set up, among the largest costs of a call).
/** A request body as fetch takes it (RequestInit's, so that no DOM lib is needed for the types). */
export type RequestBody = NonNullable<RequestInit['body']> | null;

export class OutgoingRequest {
  /**
   * openapi-fetch checks what a middleware returns with `instanceof` its Request class, this one: a real Request a
   * middleware builds must pass too. `OutgoingRequest.is` tells the two apart.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return OutgoingRequest.is(value) || (typeof Request === 'function' && value instanceof Request);
  }

  static is(value: unknown): value is OutgoingRequest {
    return typeof value === 'object' && value !== null && #outgoing in value;
  }

  readonly #outgoing = true;
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: RequestBody;
  /** Everything openapi-fetch passed, the call's own options (timeoutMs, maxAttempts …) included. */
  readonly init: Record<string, unknown>;

  constructor(url: string | URL, init: RequestInit & Record<string, unknown> = {}) {
    this.url = String(url);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    this.body = init.body ?? null;
    this.init = init;
  }

  /** A WHATWG Request of the same call, for code (a middleware) that needs one. */
  toRequest(): Request {
    return new Request(this.url, { method: this.method, headers: this.headers, body: this.body });
  }
}

/** The body's bytes, read only when they must be (to sign them). */
export async function bodyBytes(body: RequestBody): Promise<Uint8Array<ArrayBuffer>> {
  if (body === null) return new Uint8Array(0);
  if (typeof body === 'string') return new TextEncoder().encode(body);
  if (body instanceof Uint8Array) return new Uint8Array(body);
  return new Uint8Array(await new Response(body).arrayBuffer());
}
