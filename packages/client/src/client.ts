// createPaymentsClient: an openapi-fetch client typed by the spec's paths, whose fetch is the payments transport.
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/schema.js';
import { type PaymentsClientOptions, resolveOptions } from './options.js';
import { createTransport } from './transport.js';

/** A client typed by the spec's paths; `Paths` is your regenerated `paths` when you generate from a copy of the spec. */
export type PaymentsClient<Paths extends {} = paths> = Client<Paths, 'application/json'>;

/**
 * A client of the payments service: `client.GET('/single/{id}', { params: { path: { id } } })`,
 * `client.POST('/capture/{id}', { params: { path: { id } }, body })` … Options are checked here and a missing or
 * malformed one throws a ConfigurationError naming it. Types from `payments-contract generate`:
 * `createPaymentsClient<paths>(options)` with `paths` from the generated `client/schema.ts`.
 */
export function createPaymentsClient<Paths extends {} = paths>(options: PaymentsClientOptions): PaymentsClient<Paths>;
// The plain signature last, so that `ReturnType<typeof createPaymentsClient>` is the client of this spec.
export function createPaymentsClient(options: PaymentsClientOptions): PaymentsClient;
export function createPaymentsClient<Paths extends {} = paths>(options: PaymentsClientOptions): PaymentsClient<Paths> {
  const resolved = resolveOptions(options);
  // The credentials go in as openapi-fetch's default headers, so the Request it builds already carries them.
  const headers = { AccountId: resolved.accountId, ApiKey: resolved.apiKey };
  return createClient<Paths, 'application/json'>({
    baseUrl: resolved.baseUrl,
    headers,
    fetch: createTransport(resolved),
  });
}
