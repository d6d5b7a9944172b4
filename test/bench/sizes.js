// @ts-check
// 6. Sizes: minified and gzipped (esbuild, then gzip) size of the client runtime (its default entry, and with every
// entry of its own), one operation's validator, all validators and the notification runtime, beside openapi-fetch
// alone.

import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { row, summarise } from './stats.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** @param {string} contents the entry module's code @returns {Promise<number>} gzipped bytes */
async function bundledSize(contents) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['import', 'default'],
    write: false,
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles?.[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
}

/** @param {string} label @param {number} bytes */
const once = (label, bytes) => summarise(label, [bytes]);

export async function measureSizes() {
  const openapiFetch = once('openapi-fetch alone', await bundledSize(`export { default } from 'openapi-fetch';`));
  // The default entry whole (everything it exports kept, as a bundle of the entry itself): what a default call can
  // reach. The entries of what most calls never use (signing, lists, recovery, answer check, log levels) are apart.
  const client = once('client runtime', await bundledSize(`export * from './packages/client/src/index.ts';`));
  const entries = ['signing', 'lists', 'recovery', 'answer-check', 'logging'];
  const clientWithEntries = once(
    'client runtime and every entry',
    await bundledSize(
      [
        `export * from './packages/client/src/index.ts';`,
        ...entries.map((entry) => `export * from './packages/client/src/${entry}.ts';`),
      ].join('\n'),
    ),
  );
  const oneValidator = once(
    'one operation (createCapture)',
    await bundledSize(`export * from './packages/validators/src/generated/operations/createCapture.js';`),
  );
  const biggest = once(
    'one operation (getSinglePayment)',
    await bundledSize(`export * from './packages/validators/src/generated/operations/getSinglePayment.js';`),
  );
  const allValidators = once(
    'all validators',
    await bundledSize(`export * from './packages/validators/src/index.js';`),
  );
  const notifications = once(
    'notification runtime',
    await bundledSize(`export * from './packages/webhooks/src/index.ts';`),
  );
  const under = (/** @type {number} */ limit) => (/** @type {number} */ _ratio, /** @type {number} */ ours) =>
    ours < limit;
  return [
    row({
      figure: 'Size: client runtime, openapi-fetch included (min+gz)',
      unit: 'bytes',
      ours: client,
      peers: [openapiFetch],
      target: { text: 'under 8 kB', test: under(8 * 1024) },
    }),
    row({
      figure: 'Size: client runtime with every entry (signing, lists, recovery, answer check, logging; min+gz)',
      unit: 'bytes',
      ours: clientWithEntries,
      peers: [openapiFetch],
    }),
    row({
      figure: 'Size: one operation validator import (min+gz)',
      unit: 'bytes',
      ours: oneValidator,
      peers: [openapiFetch],
      target: { text: 'under 5 kB', test: under(5 * 1024) },
    }),
    row({
      figure: 'Size: the largest operation validator (min+gz)',
      unit: 'bytes',
      ours: biggest,
      peers: [openapiFetch],
      target: { text: 'under 5 kB', test: under(5 * 1024) },
    }),
    row({ figure: 'Size: all validators (min+gz)', unit: 'bytes', ours: allValidators, peers: [openapiFetch] }),
    row({ figure: 'Size: notification runtime (min+gz)', unit: 'bytes', ours: notifications, peers: [openapiFetch] }),
  ];
}
