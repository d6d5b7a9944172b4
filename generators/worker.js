// @ts-check
// One half of the generation, run in a worker thread: openapi-typescript loads a TypeScript of its own, so it runs
// beside the rest (ts-morph, which loads another, and Ajv). Two halves for two cores: a third worker only contended.
// Each half answers with its files by artefact and what it skipped (for a spec without this service's extensions).
import { parentPort, workerData } from 'node:worker_threads';

/** @typedef {{ what: string, reason: string }} Skipped */
/** @typedef {{ typesFrom: string, moduleExtensions?: boolean }} Options */

/** @type {Record<string, (document: any, options: Options, skip: (what: string, reason: string) => void) => Promise<Record<string, Record<string, string>>>>} */
const HALVES = {
  async types(document) {
    const { generateTypes } = await import('./types/index.js');
    return { client: { 'schema.ts': await generateTypes(document) } };
  },
  async rest(document, { typesFrom, moduleExtensions }, skip) {
    const [
      { generateClientPolicy },
      { generateValidatorModules },
      { generateValidatorWrappers },
      { generateWebhooks },
    ] = await Promise.all([
      import('./client-policy/index.js'),
      import('./validators/modules.js'),
      import('./validators/wrappers.js'),
      import('./webhooks/index.js'),
    ]);
    const policy = generateClientPolicy(document, { skip });
    const validators = {
      ...generateValidatorModules(document, { skip }),
      ...generateValidatorWrappers(document, { typesFrom }),
    };
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
  /** @type {Skipped[]} */
  const skipped = [];
  const files = await half(workerData.document, workerData.options, (what, reason) => skipped.push({ what, reason }));
  parentPort?.postMessage({ files, skipped });
} catch (error) {
  const pointer = /** @type {{ pointer?: string }} */ (error).pointer;
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error), pointer });
}
