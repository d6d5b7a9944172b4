// The contract run takes its rules from what the generators emit (test/contract/generated/contract-rules.json),
// not from hand-kept lists: a signed operation added to the spec is signed with no hand edit, and the hooks name
// no operation, header or renamed parameter of their own.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractRules } from '../../generators/dredd/rules.js';
import spec from '../../packages/spec/openapi.json' with { type: 'json' };
import generated from './generated/contract-rules.json' with { type: 'json' };

const source = (name: string) =>
  readFileSync(new URL(`../../packages/behaviour/contract/${name}`, import.meta.url), 'utf8');

describe('contract rules', () => {
  it('are what the generator makes of the spec', () => {
    expect(contractRules(spec)).toEqual(generated);
  });

  it('sign a newly signed operation with no hand edit', () => {
    const changed = structuredClone(spec) as typeof spec & { paths: Record<string, Record<string, object>> };
    const signature = { header: 'Signature', algorithm: 'RSA-SHA256', encoding: 'base64', signs: 'body' };
    Object.assign(changed.paths['/config']?.patch ?? {}, { 'x-signature': signature });
    expect(contractRules(changed).signedOperations).toContainEqual({ operation: 'PATCH /config', ...signature });
  });

  it('map every renamed path parameter back to the spec', () => {
    expect(generated.specPaths).toEqual({
      '/capture/{captureuuid}/splits/{capturesplituuid}': '/capture/{capture-uuid}/splits/{capture-split-uuid}',
    });
  });

  it.each(['hooks.cjs', 'lifecycle.cjs', 'schemas.cjs'])('are not restated in %s', (file) => {
    const text = source(file);
    expect(text).not.toMatch(/'Idempotency-Key'|'Signature'|captureuuid|operation === 'POST \/out_payment'/);
  });
});
