// The interface's flows as Arazzo 1.0 workflows (packages/behaviour/workflows/*.arazzo.yaml), written from the interface
// document and run by Redocly Respect against the simulator over loopback: each file gets a fresh simulator (the
// clock only moves forward, and some workflows set it to a time of day), and each workflow is one test whose
// failure names the step, the check and what the simulator answered.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { respect, type WorkflowResult } from '../../packages/behaviour/src/respect.js';
import { createSigner, signingKey } from '../../packages/behaviour/src/signing.js';
import { startSimulator, TEST_PRIVATE_KEY } from '../../packages/simulator/src/index.js';
import { patience } from '../helpers/patience.js';
import { KNOWN_DEFECTS } from './known-defects.js';

const DIR = fileURLToPath(new URL('../../packages/behaviour/workflows/', import.meta.url));
const FILES = readdirSync(DIR)
  .filter((name) => name.endsWith('.arazzo.yaml'))
  .sort();
const CREDENTIALS = { accountId: 'simulator-account', apiKey: 'simulator-key' };
// the signed steps' placeholders become real signatures made with the simulator's published test key, as the
// runner makes them (packages/behaviour/src/signing.js)
const SIGNER = createSigner(signingKey(TEST_PRIVATE_KEY, "the simulator's test key"));

// Each file against its own simulator, all files at once: a Respect run mostly waits on its requests, so running
// them side by side keeps the whole suite well inside a minute on a loaded machine.
const runs = new Map<string, Promise<WorkflowResult[]>>();
beforeAll(() => {
  for (const file of FILES) {
    const run = runFile(file);
    run.catch(() => undefined); // awaited by the file's tests; this only keeps an early failure from going unhandled
    runs.set(file, run);
  }
});

afterAll(async () => {
  const all = (await Promise.allSettled(runs.values())).flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
  const count = (pick: (r: WorkflowResult) => number) => all.reduce((sum, r) => sum + pick(r), 0);
  const failing = all.filter((r) => r.failures.length > 0).length;
  console.log(
    `Respect ran ${all.length} workflows, ${count((r) => r.steps)} steps, ${count((r) => r.checks)} checks; ` +
      `${failing} workflows failing, ${count((r) => r.failures.length)} checks failed`,
  );
});

async function runFile(file: string): Promise<WorkflowResult[]> {
  const simulator = await startSimulator({ port: 0 });
  try {
    const all = await respect({
      files: [DIR + file],
      servers: { payments: simulator.url, control: simulator.url },
      inputs: CREDENTIALS,
      signer: SIGNER,
    });
    return [...all.values()].flat();
  } finally {
    await simulator.stop();
  }
}

describe.each(FILES)('%s', (file) => {
  const document = parse(readFileSync(DIR + file, 'utf8'));
  const workflows: { workflowId: string }[] = document.workflows;
  let results: WorkflowResult[] = [];
  beforeAll(async () => {
    results = (await runs.get(file)) ?? [];
  }, patience(150_000));

  for (const { workflowId } of workflows) {
    const known = KNOWN_DEFECTS[`${file}#${workflowId}`];
    const passes = () => {
      const result = results.find((r) => r.workflowId === workflowId);
      expect(result, `Respect did not run ${workflowId}`).toBeDefined();
      expect(result?.failures ?? []).toEqual([]);
      expect(result?.status).toBe('success');
    };
    if (!known) {
      it(workflowId, passes);
      continue;
    }
    // A known defect (named in known-defects.ts): expected to fail until the lead's fix merges, and only at its step.
    it.fails(`${workflowId} (known defect: ${known.defect})`, passes);
    it(`${workflowId} fails at no step but ${known.step}`, () => {
      const result = results.find((r) => r.workflowId === workflowId);
      expect(result, `Respect did not run ${workflowId}`).toBeDefined();
      const elsewhere = (result?.failures ?? []).filter((f) => !f.startsWith(`${workflowId}#${known.step}:`));
      expect(elsewhere).toEqual([]);
    });
  }
});
