// Reading an answer in full before deciding on it, so that a connection dropped mid-body counts as no answer and
// is retried, instead of surfacing later from openapi-fetch's parse. Statuses that carry no body (1xx, 204, 205,
// 304) are answers as they are: building a Response with a body for them throws (issue 14: 205 and 304 were
// reported as "no answer").
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

export async function readAnswer(answer: Response): Promise<Response> {
  if (answer.status < 200 || NULL_BODY.has(answer.status) || answer.body === null) return answer;
  return new BufferedResponse(await answer.arrayBuffer(), answer);
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

  constructor(bytes: ArrayBuffer, from: Response) {
    super(null, { status: from.status, statusText: from.statusText, headers: from.headers });
    this.#bytes = bytes;
    this.#from = { url: from.url, redirected: from.redirected };
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
    } catch (error) {
      return Promise.reject(error);
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
    return new BufferedResponse(this.#bytes.slice(0), this);
  }
}
