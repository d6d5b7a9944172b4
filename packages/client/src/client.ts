// createPaymentsClient: an openapi-fetch client typed by the spec's paths, whose fetch is the payments transport.
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/schema.js';
import { type PaymentsClientOptions, resolveOptions } from './options.js';
import { createTransport } from './transport.js';

export type PaymentsClient = Client<paths, 'application/json'>;

/**
 * A client of the payments service: `client.GET('/single/{id}', { params: { path: { id } } })`,
 * `client.POST('/capture/{id}', { params: { path: { id } }, body })` … Options are checked here and a missing or
 * malformed one throws a ConfigurationError naming it.
 */
export function createPaymentsClient(options: PaymentsClientOptions): PaymentsClient {
  const resolved = resolveOptions(options);
  // The credentials go in as openapi-fetch's default headers, so the Request it builds already carries them.
  const headers = { AccountId: resolved.accountId, ApiKey: resolved.apiKey };
  return createClient<paths, 'application/json'>({
    baseUrl: resolved.baseUrl,
    headers,
    fetch: createTransport(resolved),
  });
}
