// What the lifecycle tests share: a checked simulator (every answer validated against the spec) whose notifications
// are taken with 200 and kept, the JSON caller, the simulator's control routes, and the refusal check of the
// project's standard: "a clear error naming the field or header and the rule broken".
import { expect } from 'vitest';
import { caller, checkedSimulator } from './checked.js';

// A Monday morning in winter, when Lisbon keeps UTC: before the 18:00 direct-debit cut-off.
export const MONDAY_10_LISBON = Date.parse('2030-01-07T10:00:00Z');
export const DAY = 86_400_000;
export const customer = { name: 'Ana Silva', email: 'ana@example.com', phone: '911234567' };
export const mandate = (iban = 'PT50002700000001234567833') => ({
  name: 'Ana Silva',
  iban,
  account_holder: 'Ana Silva',
  email: 'ana@example.com',
  phone: '911234567',
});
const URLS = { generic: 'http://merchant.test/generic', authorisation: 'http://merchant.test/authorisation' };

/** A fresh simulator with its notification URLs configured; `sent()` lists the Generic notifications delivered. */
export async function harness(options: Parameters<typeof checkedSimulator>[0] = {}) {
  const delivered: { url: string; body: Record<string, unknown> }[] = [];
  const checked = checkedSimulator({
    notificationFetch: (async (url: string, init: RequestInit) => {
      delivered.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch,
    ...options,
  });
  const call = caller(checked);
  await call('PATCH', '/config', { body: URLS });
  const control = async (path: string, body: object = {}) => {
    const answer = await checked.simulator.fetch(
      new Request(`http://simulator.test/__simulator/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    return { status: answer.status, body: await answer.json() };
  };
  const sent = async (url = URLS.generic) => {
    await checked.simulator.notifications.settle();
    return delivered.filter((d) => d.url === url).map((d) => d.body);
  };
  return { checked, simulator: checked.simulator, call, control, sent };
}

type Answer = { status: number; body: { status?: string; message?: unknown } };

/** The answer is a refusal with `status` whose message names each of `words` (the field and the rule broken). */
export function expectRefusal(answer: Answer, status: number, ...words: (string | number)[]) {
  expect(answer.status).toBe(status);
  expect(answer.body.status).toBe('error');
  const message = String(Array.isArray(answer.body.message) ? answer.body.message[0] : answer.body.message);
  for (const word of words) expect(message).toContain(String(word));
}
