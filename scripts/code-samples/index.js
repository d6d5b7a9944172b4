// @ts-check
// Code samples for the docs page (Redoc's `x-codeSamples`): for each operation a TypeScript sample with
// @payments-contract/client and a curl sample, and for each notification a handler sample. The same text is written
// to docs/samples/generated/, where `tsc` checks the TypeScript and test/docs runs all of it against the mock, so
// the page never shows a sample that does not work.

import { pointer, resolvePointer } from '@payments-contract/openapi-vocabulary';
import { curlSample } from './curl.js';
import { notificationSample } from './notification.js';
import { sampleRequests } from './requests.js';
import { operationSample } from './typescript.js';

export const SAMPLES_FOLDER = 'docs/samples/generated';
// The first lines of every sample file; the page shows the sample without them.
export const SAMPLE_HEADER =
  '// Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.\n';

const typescript = (/** @type {string} */ source) => ({ lang: 'TypeScript', label: 'TypeScript', source });
const shell = (/** @type {string} */ source) => ({ lang: 'Shell', label: 'curl', source });

/**
 * @param {any} document the bundled document
 * @returns {{ files: Record<string, string>, byPointer: Map<string, Array<{ lang: string, label: string, source: string }>> }}
 *   files by path under SAMPLES_FOLDER, and each operation's and webhook's `x-codeSamples` by JSON pointer
 */
export function codeSamples(document) {
  /** @type {Record<string, string>} */
  const files = {};
  const byPointer = new Map();
  for (const request of sampleRequests(document)) {
    const { name, text } = operationSample(request);
    const curl = curlSample(request);
    files[`operations/${name}.ts`] = SAMPLE_HEADER + text;
    files[`curl/${name}.sh`] = `# ${SAMPLE_HEADER.slice(3)}${curl}`;
    byPointer.set(request.pointer, [typescript(text), shell(curl)]);
  }
  for (const kind of Object.keys(document.webhooks ?? {})) {
    const { name, text } = notificationSample(document, kind);
    files[`notifications/${name}.ts`] = SAMPLE_HEADER + text;
    byPointer.set(`#${pointer('webhooks', kind, 'post')}`, [typescript(text)]);
  }
  return { files, byPointer };
}

/**
 * The document with `x-codeSamples` on every operation and notification (a copy; the input is not changed).
 * @param {Record<string, any>} document
 */
export function withCodeSamples(document) {
  const { files, byPointer } = codeSamples(document);
  const copy = structuredClone(document);
  for (const [at, samples] of byPointer) {
    resolvePointer(copy, at)['x-codeSamples'] = samples;
  }
  return { document: copy, files };
}
