// While Prism cannot be started, the mock's front door answers 503 with Retry-After in the service's error envelope
// (Errors rules 2 and 4), never 502 and never Prism's silence; a request that arrives while Prism is starting waits.
import { createServer, type Server } from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { createProxy } from '../src/proxy.js';
import { createReadiness, RETRY_AFTER_SECONDS } from '../src/ready.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function front(ready: () => Promise<boolean>, port = () => 1) {
  server = createServer(createProxy({ port, ready }));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

it('answers 503 with Retry-After in the error envelope while Prism cannot be started', async () => {
  const url = await front(() => Promise.resolve(false));
  const answer = await fetch(`${url}/system/ping`, { headers: { AccountId: 'a', ApiKey: 'k' } });
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  expect(answer.headers.get('x-service-should-retry')).toBe('true');
  expect(await answer.json()).toEqual({ status: 'error', message: [expect.stringMatching(/starting Prism/)] });
});

it('keeps a request waiting while Prism starts, and answers it once Prism is up or given up on', async () => {
  const readiness = createReadiness();
  const url = await front(readiness.wait);
  const arrived = new Promise((resolve) => server?.once('request', resolve));
  let answered = false;
  const pending = fetch(`${url}/system/ping`, { headers: { AccountId: 'a', ApiKey: 'k' } }).then((answer) => {
    answered = true;
    return answer;
  });
  // the request has reached the front door and is held there: nothing has answered it
  await arrived;
  await new Promise((resolve) => setImmediate(resolve));
  expect(answered).toBe(false);
  readiness.settled(false);
  expect((await pending).status).toBe(503);
});
