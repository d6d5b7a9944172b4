// @ts-check
// One half of the generation, run in a worker thread: openapi-typescript loads a TypeScript of its own, so it runs
// beside the rest (ts-morph, which loads another, and Ajv). Two halves for two cores: a third worker only contended.
// Each half answers with its files by artefact and what it skipped (for a spec without this service's extensions).
import { parentPort, workerData } from 'node:worker_threads';

/** @typedef {{ what: string, reason: string }} Skipped */
/** @typedef {{ typesFrom: string, moduleExtensions?: boolean, strictFormats?: boolean }} Options */
/**
 * What a half reports besides its files: `skip` for a part the spec gives no input for (this service's
 * extensions), `warn` for what is generated but not checked (an unknown format), `unbuilt` for a schema that could
 * not become a validator (by JSON pointer; the exit code says so).
 * @typedef {{ skip: (what: string, reason: string) => void, warn: (what: string, reason: string) => void,
 *   unbuilt: (pointer: string, reason: string) => void }} Report
 */

/** @type {Record<string, (document: any, options: Options, report: Report) => Promise<Record<string, Record<string, string>>>>} */
const HALVES = {
  async types(document) {
    const { generateTypes } = await import('./types/index.js');
    return { client: { 'schema.ts': await generateTypes(document) } };
  },
  async rest(document, { typesFrom, moduleExtensions, strictFormats }, report) {
    const [{ generateClientPolicy }, { generateValidators }, { generateWebhooks }] = await Promise.all([
      import('./client-policy/index.js'),
      import('./validators/index.js'),
      import('./webhooks/index.js'),
    ]);
    const { skip } = report;
    const policy = generateClientPolicy(document, { skip });
    const validators = generateValidators(document, { typesFrom, strictFormats, ...report });
    // For a user's project (the CLI), each validator as .mjs and .cjs, here beside the other half's work.
    const { withModuleExtensions } = await import('./validators/module-files.js');
    return {
      client: policy === undefined ? {} : { 'policy.ts': policy },
      validators: moduleExtensions ? withModuleExtensions(validators) : validators,
      webhooks: generateWebhooks(document, { typesFrom, skip }),
    };
  },
};

try {
  const half = HALVES[workerData.half];
  if (!half) throw new Error(`no generation half '${workerData.half}'`);
  /** @type {{ skipped: Skipped[], warnings: Skipped[], unbuilt: { pointer: string, reason: string }[] }} */
  const found = { skipped: [], warnings: [], unbuilt: [] };
  const files = await half(workerData.document, workerData.options, {
    skip: (what, reason) => found.skipped.push({ what, reason }),
    warn: (what, reason) => found.warnings.push({ what, reason }),
    unbuilt: (pointer, reason) => found.unbuilt.push({ pointer, reason }),
  });
  parentPort?.postMessage({ files, ...found });
} catch (error) {
  const pointer = /** @type {{ pointer?: string }} */ (error).pointer;
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error), pointer });
}
