// Hostile input never stops the mock and never gets a 5xx for the client's own mistake (issue 20): every request is
// answered inside a handler, in the error envelope (Errors rule 2) and with the CORS headers a browser needs, and
// the mock goes on serving the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import { startMock } from '../src/index.js';
import { raw, streamBody } from './helpers/wire.js';

const credentials = 'AccountId: a\r\nApiKey: k\r\n';
let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock({ port: 0 });
}, patience(40_000));
afterAll(() => mock?.stop());

async function stillServes() {
  const ping = await fetch(`${mock.url}/system/ping`, { headers: { AccountId: 'a', ApiKey: 'k' } });
  expect(ping.status).toBe(200);
}

describe('a request target new URL cannot parse', () => {
  it('gets 400 naming the target, and the mock serves the next request', async () => {
    const got = await raw(mock.url, `GET //[ HTTP/1.1\r\nHost: x\r\n${credentials}Connection: close\r\n\r\n`);
    expect(got.status).toBe(400);
    expect(got.headers['access-control-allow-origin']).toBe('*');
    expect(got.headers['x-service-should-retry']).toBe('false');
    const body = JSON.parse(got.body);
    expect(body.status).toBe('error');
    expect(body.message.join(' ')).toMatch(/request target '\/\/\[' is not a valid path/);
    await stillServes();
  });
});

describe('a body over 1 MiB', () => {
  it(
    'gets 413 while it is still being sent (50 MB, never held whole), and the mock serves the next request',
    async () => {
      const before = process.memoryUsage().rss;
      const got = await streamBody(mock.url, '/single', 800, 64 * 1024, {
        AccountId: 'a',
        ApiKey: 'k',
        'Content-Type': 'application/json',
      });
      expect(got.status).toBe(413);
      expect(JSON.parse(got.body)).toEqual({ status: 'error', message: ['request body is over 1048576 bytes'] });
      expect(got.headers['access-control-allow-origin']).toBe('*');
      expect(got.sent).toBeLessThan(50 * 1024 * 1024); // the mock stopped reading: the upload did not run to its end
      expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024);
      await stillServes();
    },
    patience(30_000),
  );

  it('gets 413 at once when its Content-Length says so, without reading it', async () => {
    const got = await raw(
      mock.url,
      `POST /single HTTP/1.1\r\nHost: x\r\n${credentials}Content-Type: application/json\r\nContent-Length: 600000000\r\n\r\n{`,
    );
    expect(got.status).toBe(413);
    expect(JSON.parse(got.body).message).toEqual(['request body is over 1048576 bytes']);
    await stillServes();
  });
});

describe('a body nested deeper than 64 levels', () => {
  // 5 000 nested objects stopped Prism (a stack overflow in its child), and every later answer was 502
  const deep = `{"method":"cc","value":1,"x":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
  it.each([
    ['with credentials', credentials],
    ['without credentials', ''],
  ])('%s gets 400 naming the limit, and the mock serves the next request', async (_name, headers) => {
    const length = Buffer.byteLength(deep);
    const got = await raw(
      mock.url,
      `POST /single HTTP/1.1\r\nHost: x\r\n${headers}Content-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n${deep}`,
    );
    expect(got.status).toBe(400);
    expect(JSON.parse(got.body).message).toEqual(['request body nests arrays or objects deeper than 64 levels']);
    await stillServes();
  });
});

describe("a client's mistake is a 4xx in the envelope, never a 5xx", () => {
  it.each([
    ['malformed JSON without credentials', '', 'application/json', '{bad', /request body is not valid JSON/],
    [
      'a charset Prism cannot read',
      credentials,
      'application/json; charset=ebcdic',
      '{"method":"cc","value":1}',
      /request body cannot be read as its header 'Content-Type' says/,
    ],
  ])("%s: Prism's own refusal, in the envelope", async (_name, headers, type, body, message) => {
    const got = await raw(
      mock.url,
      `POST /single HTTP/1.1\r\nHost: x\r\n${headers}Content-Type: ${type}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(got.status).toBe(400);
    expect(JSON.parse(got.body)).toEqual({ status: 'error', message: [expect.stringMatching(message)] });
  });

  it.each([
    ['TRACE, which no operation has', 'TRACE /single HTTP/1.1', '', 405, /"trace" method/],
    ['a method no operation has on a known path', 'PUT /single HTTP/1.1', '', 405, /"put" method/],
    ['an unknown path', 'GET /nope HTTP/1.1', '', 404, /\/nope/],
    ['a malformed escape in the path', 'GET /%zz HTTP/1.1', '', 400, /'\/%zz' has a malformed percent-escape/],
    ['a malformed escape in an id', 'GET /single/%zz HTTP/1.1', '', 400, /'\/single\/%zz' has a malformed/],
    ['malformed JSON', 'POST /single HTTP/1.1', '{bad', 400, /not valid JSON/],
    ['a wrong content type', 'POST /single HTTP/1.1', 'method=cc', 400, /Content-Type/],
  ])('%s', async (_name, line, body, status, message) => {
    const type = /wrong content/.test(_name) ? 'text/plain' : 'application/json';
    const got = await raw(
      mock.url,
      `${line}\r\nHost: x\r\n${credentials}Content-Type: ${type}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(got.status).toBe(status);
    const answer = JSON.parse(got.body);
    expect(answer.status).toBe('error');
    expect(answer.message.join(' ')).toMatch(message);
    await stillServes();
  });

  it('refuses a malformed escape without credentials too, which stopped Prism (every later answer was 502)', async () => {
    const got = await raw(mock.url, 'GET /single/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(got.status).toBe(400);
    await stillServes();
  });

  it('answers CONNECT with 405 in the envelope', async () => {
    const got = await raw(mock.url, `CONNECT 127.0.0.1:1 HTTP/1.1\r\nHost: x\r\n${credentials}\r\n`);
    expect(got.status).toBe(405);
    expect(JSON.parse(got.body).message).toEqual(['CONNECT is not an operation of the service']);
    await stillServes();
  });

  it('answers a request line the HTTP parser refuses with 400 in the envelope', async () => {
    const got = await raw(mock.url, 'GET /a b c d\r\n\r\n');
    expect(got.status).toBe(400);
    expect(JSON.parse(got.body).message.join(' ')).toMatch(/request is not valid HTTP/);
    await stillServes();
  });
});
