// `payments-behaviour contract` and `payments-behaviour scorecard`, bad usage: exit 2 naming the option and the rule,
// before anything starts.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from '../../packages/behaviour/src/cli.js';

const sink = () => {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
};
const generated = new URL('./generated/', import.meta.url).pathname;
const empty = mkdtempSync(join(tmpdir(), 'contract-cli-'));
const badPlan = join(empty, 'plan.json');
writeFileSync(badPlan, JSON.stringify({ requests: [{ on: 'write', kind: '418' }] }));

describe('payments-behaviour contract and scorecard, bad usage', () => {
  it.each([
    { argv: ['contract'], env: {}, want: '--generated DIR is required' },
    { argv: ['contract', '--generated', empty], env: {}, want: 'holds no openapi-3.0.json' },
    {
      argv: ['contract', '--generated', generated, '--base-url', 'ftp://x/2.0'],
      env: {},
      want: '--base-url must be an http',
    },
    {
      argv: ['contract', '--generated', generated, '--base-url', 'https://sandbox.example/2.0'],
      env: {},
      want: 'a service needs PAYMENTS_ACCOUNT_ID and PAYMENTS_API_KEY',
    },
    {
      argv: ['contract', '--generated', generated, '--target', 'sandbox'],
      env: {},
      want: "--target must be mock or service, not 'sandbox'",
    },
    {
      argv: ['scorecard', '--plan', badPlan, '--', 'true'],
      env: {},
      want: "fault plan field 'requests[0].kind' must be one of",
    },
    { argv: ['scorecard', '--port', 'x', '--', 'true'], env: {}, want: '--port must be a port number' },
  ])('$argv.0 $argv.1 …: $want', async ({ argv, env, want }) => {
    const stdout = sink();
    const stderr = sink();
    expect(await main(argv, { env, stdout: stdout.stream, stderr: stderr.stream })).toBe(2);
    expect(stderr.text()).toContain(want);
    expect(stdout.text()).toBe('');
  });
});
