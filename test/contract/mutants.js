// @ts-check
// Deliberately broken servers: a proxy in front of the mock that breaks every answer in one way. The contract run
// must catch each of them.
import { createServer, request as forward } from 'node:http';

/** @typedef {{ status: number, headers: Record<string, string | string[] | undefined>, body: string }} Answer */

/** The first member of a JSON object that is a string, to retype. */
/** @param {Record<string, unknown>} body */
const firstString = (body) => Object.keys(body).find((key) => typeof body[key] === 'string');

/** @type {Record<string, (answer: Answer) => Answer>} */
export const MUTATIONS = {
  'a required field removed': (answer) => {
    const body = parse(answer.body);
    if (!body) return answer;
    for (const required of ['status', 'message', 'meta', 'metadata', 'data']) delete body[required];
    return { ...answer, body: JSON.stringify(body) };
  },
  'a field of the wrong type': (answer) => {
    const body = parse(answer.body);
    const key = body && firstString(body);
    if (!body || !key) return answer;
    return { ...answer, body: JSON.stringify({ ...body, [key]: 12345 }) };
  },
  'a wrong status code': (answer) => ({ ...answer, status: answer.status === 200 ? 202 : 200 }),
  'a declared header missing': (answer) => {
    const { 'content-type': _dropped, ...headers } = answer.headers;
    return { ...answer, headers };
  },
  'a wrong content type': (answer) => ({ ...answer, headers: { ...answer.headers, 'content-type': 'text/plain' } }),
  'an error body not in the envelope': (answer) =>
    answer.status >= 400
      ? { ...answer, body: JSON.stringify({ error: { code: answer.status, reason: 'broken' } }) }
      : answer,
};

/** @param {string} text @returns {Record<string, unknown> | undefined} */
function parse(text) {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A proxy to `upstream` that passes each answer through `mutate`.
 * @param {string} upstream @param {(answer: Answer) => Answer} mutate
 */
export async function startMutant(upstream, mutate) {
  const { hostname, port } = new URL(upstream);
  const server = createServer((incoming, outgoing) => {
    const proxied = forward(
      { host: hostname, port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          const broken = mutate({
            status: answer.statusCode ?? 500,
            headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
          outgoing.writeHead(broken.status, broken.headers);
          outgoing.end(broken.status === 204 ? undefined : broken.body);
        });
      },
    );
    proxied.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(proxied);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
