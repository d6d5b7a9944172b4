// The introduction's Errors section is written from the spec's data (docs/errors-section.js): a change to the spec's
// descriptions or retry policy shows on the page without anyone restating it.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { errorsSection } from '../../docs/errors-section.js';

const bundle = JSON.parse(await readFile(new URL('../../packages/spec/openapi.json', import.meta.url), 'utf8'));

describe('the Errors section of the introduction', () => {
  it('lists every shared error response at its status, under its class, with what the policy says to do', () => {
    const text = errorsSection(bundle);
    expect(text.startsWith('# Errors\n')).toBe(true);
    for (const [status, name] of [
      [400, 'BadRequest'],
      [403, 'Forbidden'],
      [429, 'TooManyRequests'],
      [503, 'ServiceUnavailable'],
    ] as const)
      expect(text).toContain(`| ${status} | ${bundle.components.responses[name].description.replace(/\s+/g, ' ')} |`);
    expect(text.indexOf('## 4xx')).toBeLessThan(text.indexOf('| 400 |'));
    expect(text.indexOf('## 5xx')).toBeLessThan(text.indexOf('| 500 |'));
    expect(text).toContain('| 500 | Unexpected error on the service');
    expect(text).toMatch(/\| 500 \|[^\n]*\| yes, unless the request was POST \| yes \|/);
    expect(text).toMatch(/\| 429 \|[^\n]*\| yes \| no \|/);
    expect(text).toMatch(/\| 400 \|[^\n]*\| no \| yes \|/);
  });

  it('follows the spec: another description or policy changes the section', () => {
    const changed = structuredClone(bundle);
    changed.components.schemas.ErrorEnvelope.description = 'An envelope described otherwise.';
    changed['x-retry-policy'].whenHeaderAbsent.retryStatuses = [409];
    changed.components.headers.IdempotencyReplay.description = 'Replayed, said otherwise.';
    const text = errorsSection(changed);
    expect(text).toContain('An envelope described otherwise.');
    expect(text).toMatch(/\| 429 \|[^\n]*\| no \| no \|/);
    expect(text).toContain('`Idempotency-Replay`: Replayed, said otherwise.');
  });

  it('is empty for a spec without an error envelope', () => {
    const bare = structuredClone(bundle);
    delete bare.components.schemas.ErrorEnvelope;
    expect(errorsSection(bare)).toBe('');
  });
});
