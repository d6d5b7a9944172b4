// An injected fetch that answers from a script and records what each try carried (as openapi-fetch's own tests do).
import type { FetchLike } from '../../src/index.js';

export interface StubTry {
  url: string;
  headers: Headers;
  signal: AbortSignal | undefined;
}

export type StubStep = Response | Error | ((init: RequestInit) => Promise<Response>);

export function stubFetch(steps: StubStep[], final: () => Response = () => Response.json({ status: 'ok' })) {
  const tries: StubTry[] = [];
  // Takes fetch's two forms: (url, init) from the client's fetch option, a Request from a per-call fetch.
  const fetch = async (input: string | Request, init: RequestInit = {}): Promise<Response> => {
    const request = typeof input === 'string' ? undefined : input;
    const headers = new Headers(request?.headers ?? init.headers);
    tries.push({ url: String(request?.url ?? input), headers, signal: request?.signal ?? init.signal ?? undefined });
    const step = steps.shift();
    if (step === undefined) return final();
    if (step instanceof Error) throw step;
    if (step instanceof Response) return step;
    return step(init);
  };
  return { fetch: fetch satisfies FetchLike, tries };
}
