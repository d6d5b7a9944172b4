// Threat: the behaviour runner (Redocly Respect) follows a redirect from the target to another origin with the
// ApiKey and AccountId (issue 30: a 307 to another port delivered them). Respect cannot be told not to follow (its
// fetch says `redirect: "follow"`), so respect() puts a guard in front (packages/behaviour/src/redirect-guard.js).
// Here a real Respect run against a loopback "service" that answers 307 to "another host" (another port) and a
// same-origin 307 that must still be followed.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { respect } from '../../packages/behaviour/src/respect.js';
import { patience } from '../helpers/patience.js';

const SPEC = createRequire(import.meta.url).resolve('@payments-contract/spec/openapi.json');

async function listen(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer((request, response) => {
    request.resume();
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

const reachedElsewhere: IncomingMessage['headers'][] = [];
const reachedService: string[] = [];
let service: Awaited<ReturnType<typeof listen>>;
let elsewhere: Awaited<ReturnType<typeof listen>>;
let dir = '';

beforeAll(async () => {
  elsewhere = await listen((request, response) => {
    reachedElsewhere.push(request.headers);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  });
  service = await listen((request, response) => {
    reachedService.push(`${request.url} ${request.headers.apikey}`);
    // The first ping is sent on within the service (followed), that one and every other off it (refused).
    if (request.url === '/2.0/system/ping' && request.headers['x-step'] === 'same-origin')
      response.writeHead(307, { Location: '/2.0/system/ping?moved=1' }).end();
    else if (request.url === '/2.0/system/ping?moved=1')
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    else response.writeHead(307, { Location: `${elsewhere.origin}/collect` }).end();
  });
  dir = await mkdtemp(join(tmpdir(), 'respect-redirect-'));
});

afterAll(async () => {
  await close(service.server);
  await close(elsewhere.server);
  await rm(dir, { recursive: true, force: true });
});

const step = (stepId: string) => ({
  stepId,
  operationId: 'payments.ping',
  parameters: [
    { name: 'AccountId', in: 'header', value: '$inputs.accountId' },
    { name: 'ApiKey', in: 'header', value: '$inputs.apiKey' },
    { name: 'X-Step', in: 'header', value: stepId },
  ],
  successCriteria: [{ condition: '$statusCode == 200' }],
});

describe('the behaviour runner and a redirect', () => {
  it(
    'follows one within the target, and refuses one to another origin before sending anything there',
    async () => {
      const file = join(dir, 'redirect.arazzo.yaml');
      await writeFile(
        file,
        stringify({
          arazzo: '1.0.1',
          info: { title: 'redirects', version: '1.0.0' },
          sourceDescriptions: [{ name: 'payments', url: SPEC, type: 'openapi' }],
          workflows: [
            {
              workflowId: 'redirected',
              inputs: {
                type: 'object',
                properties: { accountId: { type: 'string' }, apiKey: { type: 'string', format: 'password' } },
              },
              steps: [step('same-origin'), step('other-origin')],
            },
          ],
        }),
      );
      const results = await respect({
        files: [file],
        servers: { payments: `${service.origin}/2.0` },
        inputs: { accountId: 'acct-1', apiKey: 'secret-key' },
      });
      const [workflow] = [...results.values()].flat();
      expect(workflow?.reached).toEqual([
        { stepId: 'same-origin', passed: true },
        { stepId: 'other-origin', passed: false },
      ]);
      expect(workflow?.failures.join('\n')).toContain(
        `does not follow a redirect off the target: 307 to ${elsewhere.origin}/collect`,
      );
      expect(reachedService).toContain('/2.0/system/ping?moved=1 secret-key');
      expect(reachedElsewhere).toEqual([]);
    },
    patience(120_000),
  );
});
