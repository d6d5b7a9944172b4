// Generated code is committed and deterministic: regenerating from the committed bundle gives the same bytes as the
// files in the packages, and the same bytes twice.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generatedFiles, readSpec } from '../../generators/generate.js';

const spec = new URL('../../packages/spec/openapi.json', import.meta.url).pathname;
const committed = (name: string) =>
  readFile(new URL(`../../packages/client/src/generated/${name}`, import.meta.url), 'utf8');

describe('packages/client/src/generated', () => {
  it('is what the spec produces (run `npm run generate` after changing the spec)', async () => {
    const files = await generatedFiles(await readSpec(spec));
    expect(Object.keys(files).sort()).toEqual(['policy.ts', 'schema.ts']);
    for (const [name, text] of Object.entries(files)) expect(await committed(name), name).toBe(text);
  });

  it('is the same when generated twice', async () => {
    const document = await readSpec(spec);
    expect(await generatedFiles(document)).toEqual(await generatedFiles(document));
  });
});
