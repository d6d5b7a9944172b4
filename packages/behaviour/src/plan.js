// @ts-check
// Which workflows run against which target, and why the others do not. A workflow says what it needs of the
// server in `x-needs`; a write (a POST, PATCH or DELETE of the service, read from the spec) reaches a real service
// only with the user's opt-in, because the sandbox keeps what it is sent.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The folder of the workflow files this package ships. */
export const WORKFLOWS = fileURLToPath(new URL('../workflows/', import.meta.url));
export const TARGETS = /** @type {const} */ (['simulator', 'mock', 'service']);
/** What a run checks: the simulator or the mock (started here unless given a base address), or a service. */
/** @typedef {(typeof TARGETS)[number]} Target */

/**
 * Each `x-needs` value: the targets that have it, the reason a workflow is not run elsewhere, and why (said once in
 * the report).
 * @type {Record<string, { has: readonly string[], reason: string, why: string }>}
 */
export const NEEDS = {
  simulator: {
    has: ['simulator'],
    reason: 'needs the simulator (x-needs: simulator)',
    why: "it moves the simulator's clock, pays as the customer or injects faults through its control routes",
  },
  state: {
    has: ['simulator', 'service'],
    reason: 'not answerable by examples (x-needs: state)',
    why: "its checks read what earlier steps changed; the mock answers every request with the spec's example",
  },
  accounts: {
    has: ['simulator', 'service'],
    reason: 'not answerable by examples (x-needs: accounts)',
    why: 'it needs a wrong ApiKey refused; the mock accepts any credentials',
  },
};
export const NOT_SELECTED = {
  reason: 'not selected (--workflows)',
  why: 'the run was limited to some workflows with --workflows',
};
export const WRITES = {
  reason: 'writes not allowed here',
  why: 'a workflow that POSTs, PATCHes or DELETEs reaches a service only with --allow-writes or PAYMENTS_CONTRACT_ALLOW_WRITES=1',
};
/** Why a workflow that signs is not run: a service and no key to sign with (the runner signs, signing.js). */
export const SIGNING = {
  reason: 'needs a key to sign with (PAYMENTS_PRIVATE_KEY)',
  why: "it calls a signed operation (POST /out_payment, DELETE /out_payment/{id}); the runner signs with the account's private key, given in PAYMENTS_PRIVATE_KEY",
};

const spec = createRequire(import.meta.url)('@payments-contract/spec/openapi.json');
/** @type {Map<string, string>} operationId → HTTP method, from the spec */
const METHODS = new Map();
for (const item of Object.values(spec.paths))
  for (const [method, operation] of Object.entries(/** @type {Record<string, any>} */ (item)))
    if (operation?.operationId) METHODS.set(operation.operationId, method.toUpperCase());

/**
 * Why a workflow cannot run against a target, or undefined when it can.
 * @param {any} workflow @param {Target} target @param {boolean} writes the opt-in
 */
export function skipReason(workflow, target, writes) {
  const need = workflow['x-needs'];
  if (need !== undefined) {
    const known = NEEDS[need];
    if (!known) return `needs '${need}', which no target provides (x-needs: simulator, state or accounts)`;
    if (!known.has.includes(target)) return known.reason;
  }
  if (target !== 'service' || writes) return undefined;
  const writing = (workflow.steps ?? []).some((/** @type {any} */ step) => {
    const [source, operationId] = String(step.operationId ?? '').split('.');
    return source === 'payments' && METHODS.get(operationId ?? '') !== 'GET';
  });
  return writing ? WRITES.reason : undefined;
}

/**
 * Every workflow file this package ships, parsed, in name order.
 * @returns {{ file: string, path: string, document: any }[]}
 */
export function workflowFiles(dir = WORKFLOWS) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.arazzo.yaml'))
    .sort()
    .map((file) => ({ file, path: dir + file, document: parse(readFileSync(dir + file, 'utf8')) }));
}

/**
 * The workflows `--workflows` names (a file's name without `.arazzo.yaml`, or a workflowId), as `file#workflowId`
 * keys; every workflow when no name is given. Throws naming an unknown name.
 * @param {ReturnType<typeof workflowFiles>} files @param {string[]} names
 */
export function select(files, names) {
  const all = files.flatMap(({ file, document }) =>
    document.workflows.map((/** @type {any} */ w) => ({
      stem: file.replace(/\.arazzo\.yaml$/, ''),
      file,
      id: w.workflowId,
    })),
  );
  const unknown = names.filter((name) => !all.some((w) => w.stem === name || w.id === name));
  if (unknown.length)
    throw new Error(`--workflows names no workflow file or workflowId: ${unknown.join(', ')} (see the list in --help)`);
  const chosen = names.length ? all.filter((w) => names.includes(w.stem) || names.includes(w.id)) : all;
  return new Set(chosen.map((w) => `${w.file}#${w.id}`));
}
