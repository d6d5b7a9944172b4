// The guide's code for the simulator in a browser and with MSW (docs/guides/simulator.md, "In a browser and with
// MSW"), run: the Node MSW example end to end, and the any-runtime one through a lifecycle with a signed call. The
// browser MSW example runs in Chromium (test/runtimes/simulator-browser.e2e.test.ts).
import { describe, expect, it } from 'vitest';
import { send } from '../../../docs/examples/simulator/any-runtime.js';
import { main } from '../../../docs/examples/simulator-msw.js';

describe('docs/examples', () => {
  it("simulator-msw.ts: the app's unchanged client gets a stateful sandbox", async () => {
    expect(await main()).toEqual({ status: 'authorised', captured: 201 });
  });

  it('simulator/any-runtime.ts: calls keep state, and a signed call is accepted', async () => {
    const created = await send('POST', '/single', { method: 'cc', type: 'authorisation', value: 30 });
    expect(created.status).toBe(201);
    const { id } = JSON.parse(created.body);
    expect(JSON.parse((await send('GET', `/single/${id}`)).body).value).toBe(30);
    const outPayment = {
      method: 'transfer',
      value: 10,
      timestamp: '2030-01-07 11:00:00',
      customer: { name: 'B', email: 'b@example.com', phone: '912345678' },
      out_account: { account_holder: 'B', iban: 'PT50002700000001234567833', email: 'b@example.com', phone: '1' },
    };
    expect((await send('POST', '/out_payment', outPayment, true)).status).toBe(201);
    expect((await send('POST', '/out_payment', outPayment, false)).status).toBe(403);
  });
});
