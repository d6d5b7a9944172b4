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
  const fetch: FetchLike = async (url, init) => {
    tries.push({ url, headers: new Headers(init.headers), signal: init.signal ?? undefined });
    const step = steps.shift();
    if (step === undefined) return final();
    if (step instanceof Error) throw step;
    if (step instanceof Response) return step;
    return step(init);
  };
  return { fetch, tries };
}
