// Reading an answer in full before deciding on it, so that a connection dropped mid-body counts as no answer and
// is retried, instead of surfacing later from openapi-fetch's parse. Statuses that carry no body (1xx, 204, 205,
// 304) are answers as they are: building a Response with a body for them throws (issue 14: 205 and 304 were
// reported as "no answer"). An answer is read up to `limit` bytes (issue 30: a 50 MB answer was read whole), and a
// success that is not JSON is refused naming the call, not as a bare SyntaxError from openapi-fetch's parse.
import { AnswerRefusedError } from './errors.js';

const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** The call an answer belongs to, to name it in a refusal. */
export interface Asked {
  method: string;
  path: string;
}

const tooLarge = (asked: Asked, status: number, limit: number) =>
  new AnswerRefusedError(asked.method, asked.path, status, 'too-large', `more than maxAnswerBytes (${limit}) bytes`);

export async function readAnswer(answer: Response, limit: number, asked: Asked): Promise<Response> {
  const body = answer.body;
  if (answer.status < 200 || NULL_BODY.has(answer.status) || body === null) return answer;
  // undici frames a body by its Content-Length, so a declared length is the length read: refused before reading.
  const declared = answer.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) {
    body.cancel().catch(() => {});
    throw tooLarge(asked, answer.status, limit);
  }
  const bytes = declared === null ? await readUpTo(body, limit) : await answer.arrayBuffer();
  if (bytes === undefined || bytes.byteLength > limit) throw tooLarge(asked, answer.status, limit);
  return new BufferedResponse(bytes, answer, asked);
}

/** A body of unknown length, read chunk by chunk and given up (undefined) as soon as it passes `limit`. */
async function readUpTo(body: ReadableStream<Uint8Array>, limit: number): Promise<ArrayBuffer | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit) {
      reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  if (chunks.length === 1 && chunks[0]) return chunks[0].slice().buffer;
  const whole = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole.buffer;
}

const unusable = () => Promise.reject(new TypeError('Body is unusable: Body has already been read'));

/**
 * A Response over bytes already read. A plain `new Response(bytes)` sets up a body stream that the profile of issue
 * 14 showed costing about as much as the rest of the client; this one reads text, JSON and bytes straight from the
 * buffer and builds a real body only if something asks for it (`body`, `blob`, `formData`, `clone` …). It keeps
 * the answer's `url` and `redirected`, which a copied Response loses.
 */
class BufferedResponse extends Response {
  #bytes: ArrayBuffer;
  #used = false;
  #inner: Response | undefined;
  #from: Pick<Response, 'url' | 'redirected'>;
  #asked: Asked;

  constructor(bytes: ArrayBuffer, from: Response, asked: Asked) {
    super(null, { status: from.status, statusText: from.statusText, headers: from.headers });
    this.#bytes = bytes;
    this.#from = { url: from.url, redirected: from.redirected };
    this.#asked = asked;
    // The length is now known: openapi-fetch then parses with json() (below), whose failure names the call, and not
    // with text() and a bare JSON.parse.
    if (!this.headers.has('content-length')) {
      this.headers.delete('transfer-encoding');
      this.headers.set('content-length', String(bytes.byteLength));
    }
  }

  #take(): ArrayBuffer | undefined {
    if (this.#used || this.#inner) return undefined;
    this.#used = true;
    return this.#bytes;
  }

  #real(): Response {
    this.#inner ??= new Response(this.#used ? null : this.#bytes, this);
    return this.#inner;
  }

  override get url() {
    return this.#from.url;
  }
  override get redirected() {
    return this.#from.redirected;
  }
  override get body() {
    return this.#used ? null : this.#real().body;
  }
  override get bodyUsed() {
    return this.#used || (this.#inner?.bodyUsed ?? false);
  }
  override text(): Promise<string> {
    const bytes = this.#take();
    return bytes ? Promise.resolve(new TextDecoder().decode(bytes)) : this.#inner ? this.#inner.text() : unusable();
  }
  override json(): Promise<unknown> {
    const bytes = this.#take();
    if (!bytes) return this.#inner ? this.#inner.json() : unusable();
    try {
      return Promise.resolve(JSON.parse(new TextDecoder().decode(bytes)));
    } catch (cause) {
      const { method, path } = this.#asked;
      return Promise.reject(
        new AnswerRefusedError(method, path, this.status, 'not-json', 'a body that is not JSON', { cause }),
      );
    }
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.#take();
    return bytes ? Promise.resolve(bytes) : this.#inner ? this.#inner.arrayBuffer() : unusable();
  }
  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.arrayBuffer().then((bytes) => new Uint8Array(bytes));
  }
  override blob(): Promise<Blob> {
    return this.#used ? unusable() : this.#real().blob();
  }
  override formData(): Promise<FormData> {
    return this.#used ? unusable() : this.#real().formData();
  }
  override clone(): Response {
    if (this.bodyUsed) throw new TypeError('Response.clone: Body has already been consumed.');
    return new BufferedResponse(this.#bytes.slice(0), this, this.#asked);
  }
}
