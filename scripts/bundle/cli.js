// @ts-check
// `npm run bundle`: writes packages/spec/openapi.json and openapi.yaml from openapi/openapi.yaml, and the code
// samples they carry to docs/samples/generated/ (replacing what was there, so a removed operation loses its sample).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fail, info } from '../../generators/shared/log.js';
import { SAMPLES_FOLDER } from '../code-samples/index.js';
import { repoRoot, specPackage } from '../paths.js';
import { bundleSpec } from './index.js';

try {
  const { json, yaml, samples } = await bundleSpec();
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
  const folder = join(repoRoot, SAMPLES_FOLDER);
  await rm(folder, { recursive: true, force: true });
  for (const [name, text] of Object.entries(samples)) {
    await mkdir(dirname(join(folder, name)), { recursive: true });
    await writeFile(join(folder, name), text);
  }
  info(`wrote ${Object.keys(samples).length} code samples to ${SAMPLES_FOLDER}`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
