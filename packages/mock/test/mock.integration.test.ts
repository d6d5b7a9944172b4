// The mock: Prism's own refusals come out in the service's error envelope, the mock prints where it listens, and
// it stops cleanly on Ctrl-C.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { patience } from '../../../test/helpers/patience.js';
import { envelopeFor } from '../src/envelope.js';

describe('envelopeFor', () => {
  it.each([
    [
      'a missing-credentials problem',
      401,
      'application/problem+json',
      '{"type":"https://stoplight.io/prism/errors#UNAUTHORIZED","title":"Invalid security scheme used"}',
      { status: 403, body: { status: 'error', message: 'Authentication Error: Missing AccountId or ApiKey headers' } },
    ],
    [
      'a validation problem',
      422,
      'application/problem+json',
      '{"title":"Invalid request","validation":[{"location":["path","id"],"message":"must match format \\"uuid\\""}]}',
      { status: 422, body: { status: 'error', message: ['path.id must match format "uuid"'] } },
    ],
    [
      'a problem that is not JSON',
      500,
      'application/problem+json',
      'oops',
      { status: 500, body: { status: 'error', message: ['The request was refused'] } },
    ],
    [
      "a body Prism's HTTP layer cannot read",
      400,
      'application/json; charset=utf-8',
      '{"error":{"code":"invalid_json","message":"Invalid JSON"}}',
      { status: 400, body: { status: 'error', message: ['request body is not valid JSON'] } },
    ],
  ])('rewrites %s', (_name, status, type, body, want) => {
    const got = envelopeFor(status, type, body);
    expect({ status: got?.status, body: JSON.parse(got?.body ?? 'null') }).toEqual(want);
  });

  it("leaves the spec's own answers alone", () => {
    expect(envelopeFor(404, 'application/json', '{"status":"error","message":["Resource not found"]}')).toBeUndefined();
  });
});

describe('npm run mock', () => {
  it(
    'prints where it listens and stops cleanly on Ctrl-C',
    async () => {
      const cli = new URL('../src/cli.js', import.meta.url).pathname;
      const child = spawn(process.execPath, [cli, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no listening line: ${stderr}`)), patience(30_000));
        child.stderr.on('data', () => {
          if (/listening on http:\/\/127\.0\.0\.1:\d+/.test(stderr)) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr)?.[1];
      const answer = await fetch(`${url}/system/ping`, { headers: { AccountId: 'a', ApiKey: 'k' } });
      expect(answer.status).toBe(200);
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      expect(await exited).toBe(0);
      expect(stderr).toContain('stopping the mock');
    },
    patience(40_000),
  );
});
