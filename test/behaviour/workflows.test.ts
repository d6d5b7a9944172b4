// The interface's flows as Arazzo 1.0 workflows (test/behaviour/workflows/*.arazzo.yaml), written from the interface
// document and run by Redocly Respect against the simulator over loopback: each file gets a fresh simulator (the
// clock only moves forward, and some workflows set it to a time of day), and each workflow is one test whose
// failure names the step, the check and what the simulator answered.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startSimulator } from '../../packages/simulator/src/index.js';
import { respect, type WorkflowResult } from './respect.js';
import { KNOWN_DEFECTS } from './known-defects.js';

const DIR = fileURLToPath(new URL('./workflows/', import.meta.url));
const FILES = readdirSync(DIR).filter((name) => name.endsWith('.arazzo.yaml')).sort();
const CREDENTIALS = { accountId: 'simulator-account', apiKey: 'simulator-key' };

describe.each(FILES)('%s', (file) => {
  const document = parse(readFileSync(DIR + file, 'utf8'));
  const workflows: { workflowId: string }[] = document.workflows;
  let results: WorkflowResult[] = [];
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const simulator = await startSimulator({ port: 0 });
    stop = simulator.stop;
    const all = await respect({
      files: [DIR + file],
      servers: { payments: simulator.url, control: simulator.url },
      inputs: CREDENTIALS,
    });
    results = [...all.values()].flat();
  }, 60_000);
  afterAll(() => stop?.());

  for (const { workflowId } of workflows) {
    const defect = KNOWN_DEFECTS[`${file}#${workflowId}`];
    // `it.fails` only for a workflow that meets a simulator defect named in known-defects.ts; the lead flips it when
    // the fix merges (it.fails then reports the workflow passing).
    (defect ? it.fails : it)(`${workflowId}${defect ? ` (known defect: ${defect})` : ''}`, () => {
      const result = results.find((r) => r.workflowId === workflowId);
      expect(result, `Respect did not run ${workflowId}`).toBeDefined();
      expect(result?.failures ?? []).toEqual([]);
      expect(result?.status).toBe('success');
    });
  }
});
