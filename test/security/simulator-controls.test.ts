// Threat: any web page the operator has open drives the simulator on loopback (docs/guides/simulator.md, "Who can
// drive the simulator"). Each row is a request shape a page can make without the operator's consent, sent to a
// real `startSimulator()` on 127.0.0.1; none may change or read its state, and the operator's own requests still work.
import { startSimulator } from '@payments-contract/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE, wire } from './simulator-wire.js';

let running: Awaited<ReturnType<typeof startSimulator>>;
let host: string;
beforeAll(async () => {
  running = await startSimulator();
  host = new URL(running.url).host;
});
afterAll(() => running.stop());

const OWN = 'the simulator host';
const faultBody = JSON.stringify({ kind: '503', times: 1000 });
const ping = () =>
  wire(running.url, {
    path: '/2.0/system/ping',
    headers: { host, accountid: 'simulator-account', apikey: 'simulator-key' },
  });

describe('a web page cannot drive the simulator', () => {
  it.each([
    [
      'a cross-site text/plain POST (no preflight)',
      'POST',
      '/__simulator/faults',
      { host: OWN, ...CROSS_SITE },
      faultBody,
      403,
    ],
    [
      'a cross-site POST that claims JSON',
      'POST',
      '/__simulator/faults',
      { host: OWN, ...CROSS_SITE, 'content-type': 'application/json' },
      faultBody,
      403,
    ],
    [
      'a text/plain POST without browser headers',
      'POST',
      '/__simulator/faults',
      { host: OWN, 'content-type': 'text/plain' },
      faultBody,
      400,
    ],
    [
      'an Origin of another site only',
      'POST',
      '/__simulator/clock',
      { host: OWN, origin: 'http://evil.example', 'content-type': 'application/json' },
      '{"advanceMs":1}',
      403,
    ],
    [
      'a same-site but other-origin page',
      'POST',
      '/__simulator/clock',
      { host: OWN, ...CROSS_SITE, 'sec-fetch-site': 'same-site', origin: 'http://localhost.evil.example' },
      '{"advanceMs":1}',
      403,
    ],
    [
      "a DNS-rebinding read of the state (Host: the attacker's name)",
      'GET',
      '/__simulator/state',
      { host: 'rebind.attacker.example' },
      undefined,
      403,
    ],
    [
      'a DNS-rebinding POST, same-origin to the browser',
      'POST',
      '/__simulator/faults',
      {
        host: 'rebind.attacker.example',
        origin: 'http://rebind.attacker.example',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
      faultBody,
      403,
    ],
  ])('refuses %s', async (_name, method, path, given, body, status) => {
    // the table is read before the simulator listens: OWN stands for its own host
    const headers = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, v === OWN ? host : v]));
    const answer = await wire(running.url, { method, path, headers, ...(body === undefined ? {} : { body }) });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({
      status: 'error',
      message: [expect.stringMatching(/'(Origin|Sec-Fetch-Site|Host|Content-Type)'/)],
    });
    expect((await ping()).status).toBe(200); // no fault was injected
    expect(
      (await wire(running.url, { path: '/__simulator/faults', method: 'DELETE', headers: { host } })).body,
    ).toEqual({ faults: [] });
  });

  it.each([
    ['127.0.0.1 with its port', () => host],
    ['localhost', () => `localhost:${new URL(running.url).port}`],
    ['a *.localhost name (RFC 6761)', () => `app.localhost:${new URL(running.url).port}`],
  ])('answers its operator: Host %s, JSON, same-origin', async (_name, hostOf) => {
    const answer = await wire(running.url, {
      method: 'POST',
      path: '/__simulator/clock',
      headers: {
        host: hostOf(),
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        origin: `http://${hostOf()}`,
      },
      body: '{"advanceMs":0}',
    });
    expect(answer.status).toBe(200);
  });

  it('answers a host given in allowedHosts, and refuses it on a simulator not told of it', async () => {
    const named = await startSimulator({ allowedHosts: ['simulator.internal'] });
    try {
      const headers = { host: 'simulator.internal', accountid: 'simulator-account', apikey: 'simulator-key' };
      expect((await wire(named.url, { path: '/2.0/system/ping', headers })).status).toBe(200);
      expect((await wire(running.url, { path: '/2.0/system/ping', headers })).status).toBe(403);
    } finally {
      await named.stop();
    }
  });
});

describe('a notification cannot point back at the simulator', () => {
  const patch = (url: string) =>
    wire(running.url, {
      method: 'PATCH',
      path: '/2.0/config',
      headers: { host, accountid: 'simulator-account', apikey: 'simulator-key', 'content-type': 'application/json' },
      body: JSON.stringify({ generic: url }),
    });

  it.each([
    ['its control route', () => `${running.url}/__simulator/faults`],
    ['its own origin', () => `${running.url}/merchant/hook`],
    ['its origin as localhost', () => `http://localhost:${new URL(running.url).port}/hook`],
    ['any /__simulator/ route', () => 'http://other.example/__simulator/clock'],
  ])('refuses %s with 400 naming the field', async (_name, url) => {
    const answer = await patch(url());
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual([expect.stringMatching(/field 'generic' points at the simulator itself/)]);
  });

  it("accepts the merchant's server on another loopback port", async () => {
    expect((await patch('http://127.0.0.1:1/hook')).status).toBe(200);
  });
});
