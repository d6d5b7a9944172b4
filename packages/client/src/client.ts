// createPaymentsClient: an openapi-fetch client typed by the spec's paths, whose fetch is the payments transport.
import { HTTP_METHODS, type HttpMethod } from '@payments-contract/openapi-vocabulary';
import createClient, { type Client, createQuerySerializer, type MaybeOptionalInit } from 'openapi-fetch';
import type { PaymentsResponse } from './answer-types.js';
import type { CallOptions } from './call-options.js';
import type { paths } from './generated/schema.js';
import { type PaymentsClientOptions, resolveOptions } from './options.js';
import { OutgoingRequest } from './outgoing.js';
import { createTransport } from './transport.js';

type Media = 'application/json';
type PathsWith<Paths, M extends HttpMethod> = {
  [P in keyof Paths]: Paths[P] extends { [K in M]: unknown } ? P : never;
}[keyof Paths];
type Operation<Paths, P extends keyof Paths, M extends HttpMethod> = NonNullable<Paths[P][M & keyof Paths[P]]> &
  // biome-ignore lint/suspicious/noExplicitAny: FetchResponse's own constraint.
  Record<string | number, any>;
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** openapi-fetch's method, whose second argument also takes the call options, typed; answers as answer-types.ts. */
type CallMethod<Paths extends {}, M extends HttpMethod> = <
  P extends PathsWith<Paths, M>,
  Init extends MaybeOptionalInit<Paths[P], M & keyof Paths[P]>,
>(
  url: P,
  ...init: RequiredKeys<Init> extends never ? [(Init & CallOptions)?] : [Init & CallOptions]
) => Promise<PaymentsResponse<Operation<Paths, P, M>, Init, Media>>;

/**
 * The client: openapi-fetch's, whose methods' second argument also takes the call options of `CallOptions`
 * (`timeoutMs`, `maxAttempts`, `idempotencyKey`, `signal`, `fetch`).
 */
export type PaymentsClient<Paths extends {} = paths> = Omit<Client<Paths, Media>, Uppercase<HttpMethod>> & {
  [M in HttpMethod as Uppercase<M>]: CallMethod<Paths, M>;
};
export type { CallOptions };

// openapi-fetch names its call methods after the eight operations of an OpenAPI 3.1 path item, in capitals.
const METHODS = HTTP_METHODS.map((method) => method.toUpperCase());

/**
 * A client of the payments service: `client.GET('/single/{id}', { params: { path: { id } } })`,
 * `client.POST('/capture/{id}', { params: { path: { id } }, body, timeoutMs: 5_000 })` … Options are checked here
 * and a missing or malformed one throws a ConfigurationError naming it. Types from `payments-contract generate`:
 * `createPaymentsClient<paths>(options)` with `paths` from the generated `client/schema.ts`.
 */
export function createPaymentsClient<Paths extends {} = paths>(options: PaymentsClientOptions): PaymentsClient<Paths>;
// The plain signature last, so that `ReturnType<typeof createPaymentsClient>` is the client of this spec.
export function createPaymentsClient(options: PaymentsClientOptions): PaymentsClient;
export function createPaymentsClient(options: PaymentsClientOptions): PaymentsClient {
  const resolved = resolveOptions(options);
  const transport = createTransport(resolved);
  // The credentials are not openapi-fetch's default headers: the transport sets them on each request, the one place
  // they are added, so a middleware never sees them.
  const client = createClient<paths, 'application/json'>({
    baseUrl: resolved.baseUrl,
    // Made once: openapi-fetch makes its default serializer anew for every call.
    querySerializer: createQuerySerializer(),
    fetch: transport as unknown as typeof fetch,
    Request: OutgoingRequest as unknown as typeof Request,
  });
  // openapi-fetch would call a per-call `fetch` instead of the transport, skipping keys, signatures and retries:
  // it is moved to a call option the transport reads, so it only sends the tries.
  const own = (init?: Record<string, unknown>) =>
    init?.fetch === undefined ? init : { ...init, fetch: transport, callFetch: init.fetch };
  // The response check is in the calls only when asked for, so a client without it pays nothing per call.
  const check = resolved.validateResponses;
  const wrapped = client as unknown as Record<string, (url: string, init?: Record<string, unknown>) => unknown>;
  for (const method of METHODS) {
    const call = wrapped[method]?.bind(client);
    if (!call) continue;
    wrapped[method] = check
      ? (url, init) =>
          (call(url, own(init)) as Promise<{ data?: unknown; response: Response }>).then((answered) => {
            const { data, response } = answered;
            // Error answers are read leniently by describeError; only a success's parsed body is checked.
            if (response.ok && data !== undefined)
              check({ method, path: url, status: response.status, data }, resolved.log);
            return answered;
          })
      : (url, init) => call(url, own(init));
  }
  const request = client.request.bind(client) as (m: string, u: string, i?: Record<string, unknown>) => unknown;
  (wrapped as unknown as { request: typeof request }).request = (method, url, init) => request(method, url, own(init));
  return client as unknown as PaymentsClient;
}
