// @ts-check
// `npm run bundle`: writes packages/spec/openapi.json and openapi.yaml from openapi/openapi.yaml.
import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fail, info } from '../shared/log.js';
import { repoRoot, specPackage } from '../shared/paths.js';
import { bundleSpec } from './index.js';

try {
  const { json, yaml } = await bundleSpec();
  /** @type {Array<[string, string]>} */
  const outputs = [
    ['openapi.json', json],
    ['openapi.yaml', yaml],
  ];
  for (const [name, text] of outputs) {
    const target = join(specPackage, name);
    await writeFile(target, text);
    info(`bundled ${relative(repoRoot, target)} (${Buffer.byteLength(text)} bytes)`);
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
