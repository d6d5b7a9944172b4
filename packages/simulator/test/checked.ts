// A simulator whose every answer is checked against the spec by the generated validators: a body that breaks the
// schema of its operation and status, a field the spec does not list, or a status the operation does not declare
// (other than the interface's error envelope) is recorded as drift, and the tests expect none.
import * as validators from '@payments-contract/validators';

const { operationKeys, validateResponse } = validators;
// The envelope's own validator is generated (schemas.js) though the package's types list only some by name.
const validateErrorEnvelope = (validators as unknown as Record<string, (v: unknown, o: object) => unknown>)
  .validateErrorEnvelope as (v: unknown, o: object) => unknown;

import { createSimulator, testSignature } from '../src/index.js';
import { matchRoute } from '../src/routes.js';
import { send } from './transport.js';

export const ACCOUNT = { accountId: 'simulator-account', apiKey: 'simulator-key' };
export const BASE = 'http://simulator.test/2.0';

export function checkAnswer(method: string, path: string, status: number, body: unknown): string[] {
  const found = matchRoute(method, path.replace(/^\/2\.0/, ''));
  if (!('route' in found)) return [];
  const key = found.route.key;
  if (!operationKeys.includes(key as never)) return [`${key} is not an operation the validators know`];
  if (status === 204) return body === undefined ? [] : [`${key} 204 has a body`];
  let result: { ok: boolean; errors?: { message: string }[]; warnings: { message: string }[] };
  try {
    result = (validateResponse as (k: string, s: number, b: unknown) => typeof result)(key, status, body);
  } catch {
    // Errors rules 3 to 6: every status the service can answer on an operation is declared on it.
    if (!found.route.statuses.includes(String(status)))
      return [`${key} answered ${status}, which the spec does not declare`];
    result = validateErrorEnvelope(body, { strict: true }) as typeof result;
  }
  const problems = [...(result.ok ? [] : (result.errors ?? [])), ...result.warnings];
  return problems.map((p) => `${key} ${status}: ${p.message}`);
}

/** A simulator and a fetch over it that records every drift of its answers from the spec. */
export function checkedSimulator(options: Parameters<typeof createSimulator>[0] = {}) {
  const simulator = createSimulator(options);
  const drift: string[] = [];
  const seen = new Set<string>();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const answer = await send(simulator, request, BASE);
    const text = await answer.clone().text();
    const path = new URL(request.url).pathname;
    const found = matchRoute(request.method, path.replace(/^\/2\.0/, ''));
    if ('route' in found) seen.add(`${found.route.key} ${answer.status}`);
    drift.push(...checkAnswer(request.method, path, answer.status, text ? JSON.parse(text) : undefined));
    return answer;
  };
  return { simulator, fetch, drift, seen };
}

/**
 * The `Signature` a signed operation's request gets from the published test key (the default accounts verify with
 * its public half): over the exact body text, or over the path parameter the spec's `x-signature` names.
 */
export function testSigned(method: string, path: string, text: string): Record<string, string> {
  const found = matchRoute(method, path.replace(/^\/2\.0/, ''));
  const signature = 'route' in found ? found.route.signature : undefined;
  if (!('route' in found) || !signature) throw new Error(`${method} ${path} is not a signed operation`);
  const data = signature.signs === 'body' ? text : (found.params[signature.parameter] ?? '');
  return { [signature.header]: testSignature(data) };
}

/**
 * A JSON call through a checked simulator, with the default account's credentials; `signed` adds the `Signature`
 * the published test key makes.
 */
export function caller(checked: ReturnType<typeof checkedSimulator>) {
  return async (
    method: string,
    path: string,
    { body, headers = {}, signed = false }: { body?: unknown; headers?: Record<string, string>; signed?: boolean } = {},
  ) => {
    const sent = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const answer = await checked.fetch(`${BASE}${path}`, {
      method,
      headers: {
        AccountId: ACCOUNT.accountId,
        ApiKey: ACCOUNT.apiKey,
        'Content-Type': 'application/json',
        ...(signed ? testSigned(method, path, sent ?? '') : {}),
        ...headers,
      },
      ...(sent === undefined ? {} : { body: sent }),
    });
    const text = await answer.text();
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the tests
    return { status: answer.status, headers: answer.headers, body: text ? (JSON.parse(text) as any) : undefined };
  };
}
