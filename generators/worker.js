// @ts-check
// One half of the generation, run in a worker thread: openapi-typescript loads a TypeScript of its own, so it runs
// beside the rest (ts-morph, which loads another, and Ajv). Two halves for two cores: a third worker only contended.
import { parentPort, workerData } from 'node:worker_threads';

/** @type {Record<string, (document: any) => Promise<Record<string, Record<string, string>>>>} */
const HALVES = {
  async types(document) {
    const { generateTypes } = await import('./types/index.js');
    return { client: { 'schema.ts': await generateTypes(document) } };
  },
  async rest(document) {
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
    return {
      client: { 'policy.ts': generateClientPolicy(document) },
      validators: { ...generateValidatorModules(document), ...generateValidatorWrappers(document) },
      webhooks: generateWebhooks(document),
    };
  },
};

try {
  const half = HALVES[workerData.half];
  if (!half) throw new Error(`no generation half '${workerData.half}'`);
  parentPort?.postMessage({ files: await half(workerData.document) });
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
