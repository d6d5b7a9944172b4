// Reading an answer in full before deciding on it, so that a connection dropped mid-body counts as no answer and
// is retried, instead of surfacing later from openapi-fetch's parse. Statuses that carry no body (1xx, 204, 205,
// 304) are answers as they are: building a Response with a body for them throws (issue 14: 205 and 304 were
// reported as "no answer"). An answer is read up to `limit` bytes, counted as they arrive after any decoding (issue
// 30: a 50 MB answer was read whole; the Content-Length of a compressed answer bounds nothing), and a success is
// parsed here, so that one that is not JSON is refused naming the call (every success of the spec is JSON or
// empty), not as a bare SyntaxError from openapi-fetch's parse.
import { KEPT, type Kept } from './call-info.js';
import { ResponseRefusedError } from './errors.js';

const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** The call an answer belongs to, to name it in a refusal. */
export interface Asked {
  method: string;
  path: string;
}

type Bytes = Uint8Array<ArrayBuffer>;

export async function readAnswer(answer: Response, limit: number, asked: Asked): Promise<Response> {
  const { body, status } = answer;
  if (status < 200 || NULL_BODY.has(status) || body === null) return answer;
  let bytes: Bytes | undefined;
  // A declared length over the limit is refused unread; any other body is read until it passes the limit.
  if (Number(answer.headers.get('content-length')) > limit) body.cancel().catch(() => {});
  else {
    const reader = body.getReader();
    const chunks: Bytes[] = [];
    let length = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      length += read.value.byteLength;
      if (length > limit) break;
      chunks.push(read.value);
    }
    // One chunk is copied, so that the answer holds its own bytes and not the socket's larger buffer.
    if (length > limit) reader.cancel().catch(() => {});
    else bytes = chunks.length === 1 ? (chunks[0] as Bytes).slice() : joined(chunks, length);
  }
  const { method, path } = asked;
  if (!bytes)
    throw new ResponseRefusedError(method, path, status, 'too-large', `more than maxResponseBytes (${limit}) bytes`);
  let data: unknown;
  if (answer.ok && bytes.byteLength > 0) {
    try {
      data = JSON.parse(decoder.decode(bytes));
    } catch (cause) {
      throw new ResponseRefusedError(method, path, status, 'not-json', 'a body that is not JSON', { cause });
    }
  }
  return keepRead(answer, bytes, data);
}

function joined(chunks: Bytes[], length: number): Bytes {
  const whole = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole;
}

/**
 * The answer read in full is the same Response object (status, headers, url, redirected and `instanceof` stay
 * fetch's), its body methods answering from the bytes: a copy (`new Response(bytes, answer)`) set up a Response and
 * a body stream per call, which the profiles of issues 14 and 30 found among the largest costs of a call. text(),
 * json() and arrayBuffer() read the bytes themselves; a real Response over them is made only for the other forms.
 */
interface Read extends Kept {
  /** The bytes until a read takes them or a real Response is made over them (then null). */
  bytes: Bytes | null;
  /** A success's parsed body. */
  data: unknown;
  real?: Response;
}
type Answer = Response & { [KEPT]: Read };
type Form = 'text' | 'json' | 'arrayBuffer' | 'bytes' | 'blob' | 'formData';

const decoder = new TextDecoder();
const fast: Partial<Record<Form, (bytes: Bytes, read: Read) => unknown>> = {
  text: (bytes) => decoder.decode(bytes),
  json: (_bytes, read) => read.data,
  arrayBuffer: (bytes) => bytes.buffer,
  bytes: (bytes) => bytes,
};

/** The real Response over the bytes, made once; undefined once a read took them. */
function real(answer: Answer): Response | undefined {
  const read = answer[KEPT];
  if (read.bytes) read.real = new Response(read.bytes, answer);
  read.bytes = null;
  return read.real;
}

const bodyMethods: PropertyDescriptorMap & ThisType<Answer> = {
  body: {
    get() {
      return real(this)?.body ?? null;
    },
  },
  bodyUsed: {
    get() {
      const { real, bytes } = this[KEPT];
      return real ? real.bodyUsed : !bytes;
    },
  },
  clone: {
    value() {
      const copy = real(this)?.clone();
      if (!copy) throw new TypeError('Response.clone: Body has already been consumed.');
      return Object.defineProperties(copy, { url: { value: this.url }, redirected: { value: this.redirected } });
    },
  },
};
for (const form of ['text', 'json', 'arrayBuffer', 'bytes', 'blob', 'formData'] as const) {
  bodyMethods[form] = {
    value(this: Answer) {
      const read = this[KEPT];
      const { bytes } = read;
      if (bytes && fast[form]) {
        read.bytes = null;
        return Promise.resolve(fast[form](bytes, read));
      }
      const body = real(this);
      if (!body) return Promise.reject(new TypeError('Body is unusable: Body has already been read'));
      // A runtime without Response.bytes() (Node before 20.16, older browsers) has arrayBuffer().
      return form === 'bytes' ? body.arrayBuffer().then((buffer) => new Uint8Array(buffer)) : body[form]();
    },
  };
}

// The body methods sit on a prototype between the answer and its own (fetch's Response.prototype, or another
// fetch's), made once per prototype: the answer keeps its class and its internal state.
const prototypes = new WeakMap<object, object>();

function keepRead(answer: Response, bytes: Bytes, data: unknown): Response {
  (answer as Answer)[KEPT] = { bytes, data };
  const own = Object.getPrototypeOf(answer) as object;
  let prototype = prototypes.get(own);
  if (!prototype) {
    prototype = Object.create(own, bodyMethods) as object;
    prototypes.set(own, prototype);
  }
  return Object.setPrototypeOf(answer, prototype) as Response;
}
