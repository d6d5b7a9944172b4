// The bundle is deterministic and the committed packages/spec matches what the source produces.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { bundleSpec } from '../../scripts/bundle/index.js';

const committed = (name: string) => readFile(new URL(`../../packages/spec/${name}`, import.meta.url), 'utf8');

describe('the bundle', () => {
  it('gives identical bytes when made twice', async () => {
    const [first, second] = await Promise.all([bundleSpec(), bundleSpec()]);
    expect(second.json).toBe(first.json);
    expect(second.yaml).toBe(first.yaml);
  });

  it('is committed as the source produces it (run `npm run bundle` after changing openapi/)', async () => {
    const fresh = await bundleSpec();
    expect(await committed('openapi.json')).toBe(fresh.json);
    expect(await committed('openapi.yaml')).toBe(fresh.yaml);
  });

  it('keeps every component by name and leaves no reference to a source file', async () => {
    const { json } = await bundleSpec();
    expect(json).not.toMatch(/"\$ref": "(?!#\/)/);
    expect(json).not.toMatch(/"#\/components\/schemas\/[A-Za-z]+-\d+"/);
  });
});
