// Declarations of @payments-contract/behaviour (its source is JavaScript with JSDoc): the runner and the report.

export type Target = 'simulator' | 'mock' | 'service';

export interface WorkflowResult {
  workflowId: string;
  /** Respect's status for the workflow (`success` when every check passed). */
  status: string;
  steps: number;
  checks: number;
  /** `workflowId#stepId: check: condition (answered …)` per failing check. */
  failures: string[];
  /** The steps Respect reached, in order, and whether each passed. */
  reached: { stepId: string; passed: boolean }[];
}

export interface WorkflowOutcome {
  /** `file#workflowId` */
  key: string;
  outcome: 'passed' | 'failed' | 'skipped';
  /** Why a skipped workflow did not run. */
  reason?: string;
  result?: WorkflowResult;
}

export interface RuleOutcome {
  id: string;
  sentence: string;
  outcome: 'passed' | 'failed' | 'not run';
  /** The steps that passed or failed, or the reasons the rule's steps did not run here. */
  why: string[];
}

export interface Rule {
  id: string;
  sentence: string;
  kind: string;
  reason?: string;
  checks?: string[];
  pending?: string;
}

export interface RunOptions {
  target: Target;
  /** The service's (or a mock's) base address; without it the simulator or the mock is started here. */
  baseUrl?: string | undefined;
  credentials: { accountId: string; apiKey: string };
  /**
   * The account's RSA private key (PEM) that signs the out-payment workflows (never printed); without it the
   * simulator's published test key signs against the simulator or the mock, and a service skips those workflows.
   */
  privateKey?: string | undefined;
  /** Send workflows that POST, PATCH or DELETE to a service (always sent to the simulator and the mock). */
  allowWrites?: boolean;
  /** Workflow file names (without `.arazzo.yaml`) or workflowIds; every workflow when empty. */
  workflows?: string[];
  onWorkflow?: (outcome: WorkflowOutcome) => void;
}

/** Runs the workflows against the target; each rule the workflows check gets an outcome. */
export function runBehaviour(options: RunOptions): Promise<{
  workflows: WorkflowOutcome[];
  rules: RuleOutcome[];
  catalogue: Rule[];
  /**
   * Against a service with writes: the account's config (its notification URLs) was read before the run and put
   * back after it; `differs` names the fields still not as they were (one the account did not have cannot be
   * removed by PATCH /config).
   */
  config?: { restored: boolean; differs: string[] };
}>;

/** The `payments-behaviour` command; resolves with its exit code (0 passed, 1 a workflow failed, 2 bad usage). */
export function main(
  argv: string[],
  io?: { env?: NodeJS.ProcessEnv; stdout?: NodeJS.WritableStream; stderr?: NodeJS.WritableStream },
): Promise<number>;
export const HELP: string;

/** Why a workflow cannot run against a target (undefined when it can). */
export function skipReason(workflow: unknown, target: Target, writes: boolean): string | undefined;
/** Each `x-needs` value: the targets that have it, the reason a workflow is skipped elsewhere, and why. */
export const NEEDS: Record<string, { has: readonly string[]; reason: string; why: string }>;
/** The folder of the shipped workflow files. */
export const WORKFLOWS: string;

/** The rule catalogue this package ships (rules/catalogue.yaml). */
export const CATALOGUE: URL;
export function readCatalogue(file?: URL | string): Rule[];
/** The report's lines: one per rule the workflows check, then the counts and the reasons explained. */
export function formatRules(outcomes: RuleOutcome[], rules: Rule[]): string[];
