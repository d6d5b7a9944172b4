// Raw HTTP to a simulator on loopback, with the exact headers a browser (or a DNS-rebinding page) sends: fetch
// cannot set `Host`, and these tests need requests as the attacker's page makes them.
import { request } from 'node:http';

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the tests
export type Wire = { status: number; body: any; headers: Record<string, unknown> };

export function wire(
  url: string,
  {
    method = 'GET',
    path = '/',
    headers = {},
    body,
  }: { method?: string; path?: string; headers?: Record<string, string>; body?: string },
): Promise<Wire> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const sent = request({ host: hostname, port, method, path, headers }, (answer) => {
      const parts: Buffer[] = [];
      answer.on('data', (chunk) => parts.push(chunk));
      answer.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // kept as text
        }
        resolve({ status: answer.statusCode ?? 0, body: parsed, headers: answer.headers });
      });
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** What a page on another site sends with a "simple" cross-site POST (no preflight): text/plain, its Origin. */
export const CROSS_SITE = {
  origin: 'https://attacker.example',
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'no-cors',
  'content-type': 'text/plain;charset=UTF-8',
};
