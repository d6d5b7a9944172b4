// One outside mutant run in a scratch copy (the proof runner's copy, rebuild and processes): its edits applied and
// what depends on them rebuilt, then every check that could notice it, cheapest first, stopping at the first tier that
// fails: the unit tests that import a changed file, the Arazzo workflows (when the simulator, the spec or the runner
// changed), the integration tests that import one. A check that also fails on the unmutated copy kills nothing: such
// failures are looked up in a baseline made on demand, per test file and per workflow, and kept for the whole run.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestResult } from './checks.js';
import type { OutsideEntry, OutsideMutant } from './outside.js';
import { mutantFingerprint } from './outside.js';
import { run } from './processes.js';
import { rebuildSteps } from './rebuild.js';
import { applyEdits } from './sabotage.js';
import { changedSince, contents, resync } from './scratch.js';
import type { TestRun, WorkflowRun } from './verdict.js';
import { runProject } from './vitest-run.js';
import { runWorkflows } from './workflow-run.js';

export interface OutsideContext {
  root: string;
  copy: string;
  built: string[];
  read: (file: string) => string | undefined;
  /** Every test file of the unit and integration projects, by path from the root. */
  tests: { unit: string[]; integration: string[] };
  /** Every workflowId of the behaviour workflows. */
  workflows: string[];
}

type Tier = 'unit' | 'workflows' | 'integration';
interface Failure {
  tier: Tier;
  /** The test file or the workflowId its baseline is looked up by. */
  where: string;
  name: string;
}

const testName = (r: TestResult) => [r.file, ...r.ancestorTitles, r.title].join(' > ');

function testFailures(tier: Tier, result: TestRun): Failure[] {
  const failed = result.results
    .filter((r) => r.status === 'failed')
    .map((r) => ({ tier, where: r.file, name: testName(r) }));
  const unloaded = [...result.fileErrors.keys()].map((file) => ({
    tier,
    where: file,
    name: `${file} (failed to load)`,
  }));
  return [...failed, ...unloaded];
}

function workflowFailures(runs: readonly WorkflowRun[], ids: readonly string[]): Failure[] {
  const failures = runs.flatMap((w: WorkflowRun & { outcome?: string }) =>
    w.failures.length
      ? w.failures.map((f) => ({ tier: 'workflows' as const, where: w.workflowId, name: f.split(':')[0] ?? f }))
      : w.outcome === 'failed'
        ? [{ tier: 'workflows' as const, where: w.workflowId, name: `${w.workflowId} (failed)` }]
        : [],
  );
  const ran = new Set(runs.map((w) => w.workflowId));
  const missing = ids
    .filter((id) => !ran.has(id))
    .map((id) => ({ tier: 'workflows' as const, where: id, name: `${id} (did not run)` }));
  return [...failures, ...missing];
}

/** Whether a changed file is run by the simulator, so that the workflows (which start one) can notice it. */
const reachesWorkflows = (file: string) =>
  /^(openapi\/|packages\/(simulator|behaviour|spec|validators|validator-runtime)\/)/.test(file);

/**
 * Test files that name a changed file that is no module (a YAML schema, the bundled JSON read with fs): by its file
 * name, or, for a component (openapi/components/…/X.yaml), by the component's name as a word (`schemas.X`), since
 * tests read components from the bundle; and the spec's own tests (test/spec/) for any change under openapi/.
 */
function readers(changed: readonly string[], tests: readonly string[], read: OutsideContext['read']): string[] {
  const data = changed.filter((f) => !/\.(m|c)?[jt]s$/.test(f));
  if (data.length === 0) return [];
  const names = data.map((f) => f.split('/').at(-1) ?? f);
  const components = data
    .filter((f) => f.startsWith('openapi/components/'))
    .map((f) => new RegExp(`\\b${(f.split('/').at(-1) ?? f).replace(/\.ya?ml$/, '')}\\b`));
  const spec = data.some((f) => f.startsWith('openapi/'));
  return tests.filter((test) => {
    if (spec && test.startsWith('test/spec/')) return true;
    const text = read(test) ?? '';
    return names.some((name) => text.includes(name)) || components.some((word) => word.test(text));
  });
}

/** The baselines made so far: per test file or workflowId, the names that fail without any mutant. */
export type Baselines = Map<string, Set<string>>;

async function baselineOf(where: string, tier: Tier, context: OutsideContext, baselines: Baselines) {
  const known = baselines.get(`${tier}:${where}`);
  if (known) return known;
  const failures =
    tier === 'workflows'
      ? workflowFailures(await runWorkflows(context.copy, [{ name: where, file: '', workflowId: where, stepId: '' }]), [
          where,
        ])
      : testFailures(tier, await runProject(context.copy, tier, { files: [where] }));
  const names = new Set(failures.map((f) => f.name));
  baselines.set(`${tier}:${where}`, names);
  return names;
}

/** The integration test that runs every workflow against the simulator: the workflows tier has just run them. */
const WORKFLOW_TESTS = 'test/behaviour/workflows.integration.test.ts';

/**
 * Runs the tiers under the mutant (the copy edited and rebuilt); with `bail`, the failures of the first tier that has
 * any. `again` runs only these integration test files again (a second look at a kill seen there first).
 */
async function underMutant(
  mutant: OutsideMutant,
  context: OutsideContext,
  { bail, again }: { bail: boolean; again?: string[] },
): Promise<Failure[] | string> {
  const applied = applyEdits(mutant.id, mutant.edits, context.read);
  if ('problem' in applied) return applied.problem;
  // what the edit and its rebuild change, measured in the copy (the working tree may move on during a long run)
  const before = contents(context.copy);
  for (const [file, text] of applied.files) writeFileSync(join(context.copy, file), text);
  // every built package is rebuilt after a spec edit: any check may import it
  const everyPackage = context.built.map((name) => `@payments-contract/${name}`);
  for (const step of rebuildSteps([...applied.files.keys()], context.built, everyPackage)) {
    const ran = await run(step.command, context.copy);
    if (ran.code !== 0) return `${step.name} failed after the edit: ${ran.output.slice(-600)}`;
  }
  const changed = changedSince(context.copy, before);
  if (again)
    return testFailures('integration', await runProject(context.copy, 'integration', { files: again, bail: false }));
  const all: Failure[] = [];
  const unit = testFailures(
    'unit',
    await runProject(context.copy, 'unit', {
      related: changed,
      files: readers(changed, context.tests.unit, context.read),
      bail,
    }),
  );
  all.push(...unit);
  if (bail && all.length) return all;
  const workflows = changed.some(reachesWorkflows);
  if (workflows) {
    all.push(...workflowFailures(await runWorkflows(context.copy, workflowChecks(context)), context.workflows));
    if (bail && all.length) return all;
  }
  all.push(
    ...testFailures(
      'integration',
      await runProject(context.copy, 'integration', {
        related: changed,
        files: readers(changed, context.tests.integration, context.read),
        exclude: workflows ? [WORKFLOW_TESTS] : [],
        bail,
      }),
    ),
  );
  return all;
}

const workflowChecks = (context: OutsideContext) =>
  context.workflows.map((workflowId) => ({ name: workflowId, file: '', workflowId, stepId: '' }));

/** The failures not also seen without the mutant (the copy must be clean when this runs). */
async function killers(failures: readonly Failure[], context: OutsideContext, baselines: Baselines) {
  const kept: Failure[] = [];
  for (const failure of failures) {
    const baseline = await baselineOf(failure.where, failure.tier, context, baselines);
    if (!baseline.has(failure.name)) kept.push(failure);
  }
  return kept;
}

export async function runOutsideMutant(
  mutant: OutsideMutant,
  context: OutsideContext,
  baselines: Baselines,
): Promise<OutsideEntry> {
  const print = mutantFingerprint(mutant);
  const attempt = async (options: { bail: boolean; again?: string[] }) => {
    try {
      return await underMutant(mutant, context, options);
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    } finally {
      resync(context.root, context.copy);
    }
  };
  let failures = await attempt({ bail: true });
  if (typeof failures === 'string') return { verdict: 'broken', fingerprint: print, by: [], reason: failures };
  let killing = await killers(failures, context, baselines);
  // the first failures seen also fail without the mutant: look again, every tier, every test
  if (killing.length === 0 && failures.length) {
    failures = await attempt({ bail: false });
    if (typeof failures === 'string') return { verdict: 'broken', fingerprint: print, by: [], reason: failures };
    killing = await killers(failures, context, baselines);
  }
  // an integration test that failed once on a loaded machine may have timed out: a kill seen only there must be
  // seen again under the mutant
  if (killing.length && killing.every((k) => k.tier === 'integration')) {
    const again = await attempt({ bail: false, again: [...new Set(killing.map((k) => k.where))] });
    if (typeof again === 'string') return { verdict: 'broken', fingerprint: print, by: [], reason: again };
    const seen = new Set(again.map((f) => f.name));
    killing = killing.filter((k) => seen.has(k.name));
  }
  if (killing.length === 0) return { verdict: 'survived', fingerprint: print, by: [] };
  return {
    verdict: 'killed',
    fingerprint: print,
    ...(killing[0] ? { tier: killing[0].tier } : {}),
    by: [...new Set(killing.map((k) => k.name))].slice(0, 5),
  };
}
