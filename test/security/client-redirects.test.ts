// Threat: an answer redirects the client to another host (a compromised proxy, a wrong baseUrl, a hijacked DNS
// name), and fetch follows it carrying ApiKey, AccountId, Signature, the Idempotency-Key and the body; with 301, 302
// and 303 a POST even turned into a GET whose 200 looked like the POST's answer (issue 30, 10 of 10 cases).
// Defence: the transport asks fetch not to follow (`redirect: 'manual'`) and turns any 3xx into an error: a
// RedirectRefusedError (status, Location), and for a POST or PATCH an OutcomeUnknownError whose key resends it.
// Here the fetch is injected; client-redirects-default.test.ts runs the same cases over the global fetch.
import { describe, expect, it } from 'vitest';
import {
  createPaymentsClient,
  OutcomeUnknownError,
  type PaymentsLogger,
  RedirectRefusedError,
} from '../../packages/client/src/index.js';

const OTHER = 'https://elsewhere.example/steal';
const statuses = [301, 302, 303, 307, 308] as const;

function recordingClient(answer: () => Response, extra: { logger?: PaymentsLogger } = {}) {
  const sent: RequestInit[] = [];
  const client = createPaymentsClient({
    baseUrl: 'https://sandbox.payments.example/2.0',
    accountId: 'acct-1',
    apiKey: 'secret-key',
    maxAttempts: 3,
    fetch: async (_url, init) => {
      sent.push(init);
      return answer();
    },
    ...extra,
  });
  return { client, sent };
}

const redirect = (status: number) => () => new Response(null, { status, headers: { Location: OTHER } });

describe('a redirect is never followed', () => {
  it.each(statuses)('asks fetch not to follow, and a GET answered %i throws RedirectRefusedError', async (status) => {
    const { client, sent } = recordingClient(redirect(status));
    const call = client.GET('/single/{id}', { params: { path: { id: 'p1' } } });
    await expect(call).rejects.toBeInstanceOf(RedirectRefusedError);
    await expect(call).rejects.toMatchObject({ status, location: OTHER, method: 'GET', path: '/single/p1' });
    expect(sent.map((init) => init.redirect)).toEqual(['manual']); // one try: a redirect is not retried
  });

  it.each(statuses)('a POST answered %i is an unknown outcome with its key to resend', async (status) => {
    const { client, sent } = recordingClient(redirect(status));
    const error = await client
      .POST('/capture/{id}', { params: { path: { id: 'p1' } }, body: { descriptive: 'Order', value: 1 } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    const unknown = error as OutcomeUnknownError;
    expect(unknown.idempotencyKey).toBe(new Headers(sent[0]?.headers).get('Idempotency-Key'));
    expect(unknown.attempts).toBe(1);
    expect(unknown.cause).toBeInstanceOf(RedirectRefusedError);
    expect(unknown.cause).toMatchObject({ status, location: OTHER });
    expect(unknown.message).toContain(`was answered ${status} to ${OTHER}, which is not followed`);
    expect(sent).toHaveLength(1);
  });

  it('refuses the answer of a fetch that followed anyway, naming where it ended', async () => {
    const followed = () => {
      const answer = Response.json({ status: 'ok' });
      Object.defineProperties(answer, { redirected: { value: true }, url: { value: OTHER } });
      return answer;
    };
    const { client } = recordingClient(followed);
    await expect(client.GET('/single/{id}', { params: { path: { id: 'p1' } } })).rejects.toMatchObject({
      name: 'RedirectRefusedError',
      location: OTHER,
    });
  });

  it('takes 304 Not Modified as an answer, not a redirect', async () => {
    const { client } = recordingClient(() => new Response(null, { status: 304 }));
    const { response } = await client.GET('/single/{id}', { params: { path: { id: 'p1' } } });
    expect(response.status).toBe(304);
  });

  it('logs the refused redirect as a warning, with no credential in the line', async () => {
    const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
    const logger = Object.fromEntries(
      (['debug', 'info', 'warn', 'error'] as const).map((level) => [
        level,
        (fields: Record<string, unknown>, message: string) => lines.push({ level, fields, message }),
      ]),
    ) as unknown as PaymentsLogger;
    const { client } = recordingClient(redirect(307), { logger });
    await client.GET('/single/{id}', { params: { path: { id: 'p1' } } }).catch(() => {});
    const warning = lines.find((line) => line.level === 'warn');
    expect(warning).toMatchObject({
      message: 'redirect not followed',
      fields: { method: 'GET', path: '/single/p1', status: 307, location: OTHER },
    });
    expect(JSON.stringify(lines)).not.toMatch(/secret-key|acct-1/);
  });
});
