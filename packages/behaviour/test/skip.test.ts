// Which workflows run against which target (plan.js): against a service none that needs the simulator, state the
// mock lacks is fine there, and none that writes without the opt-in (a POST, PATCH or DELETE, read from the spec);
// against the mock none that needs state, accounts or the simulator. And every shipped workflow's `x-needs` is one
// the runner knows, so no workflow is skipped for a misspelt need.
import { describe, expect, it } from 'vitest';
import { NEEDS, select, skipReason, WRITES, workflowFiles } from '../src/plan.js';

const step = (operationId: string) => ({ stepId: operationId, operationId });
const reads = { steps: [step('payments.listCaptures'), step('payments.ping')] };
const writes = { steps: [step('payments.createSinglePayment')] };
type Target = 'simulator' | 'mock' | 'service';

describe('skipReason', () => {
  it.each<{ given: string; workflow: object; target: Target; optIn: boolean; want: string | undefined }>([
    { given: 'reads only, against a service', workflow: reads, target: 'service', optIn: false, want: undefined },
    { given: 'a write without the opt-in', workflow: writes, target: 'service', optIn: false, want: WRITES.reason },
    {
      given: 'a write with the opt-in',
      workflow: { steps: [step('payments.deleteLink')] },
      target: 'service',
      optIn: true,
      want: undefined,
    },
    { given: 'a write against the mock', workflow: writes, target: 'mock', optIn: false, want: undefined },
    { given: 'a write against the simulator', workflow: writes, target: 'simulator', optIn: false, want: undefined },
    {
      given: 'a control route, against a service',
      workflow: { 'x-needs': 'simulator', steps: [step('control.moveClock')] },
      target: 'service',
      optIn: true,
      want: NEEDS.simulator?.reason,
    },
    {
      given: 'state, against a service',
      workflow: { 'x-needs': 'state', ...reads },
      target: 'service',
      optIn: false,
      want: undefined,
    },
    {
      given: 'state, against the mock',
      workflow: { 'x-needs': 'state', ...writes },
      target: 'mock',
      optIn: false,
      want: NEEDS.state?.reason,
    },
    {
      given: 'accounts, against the mock',
      workflow: { 'x-needs': 'accounts', ...reads },
      target: 'mock',
      optIn: false,
      want: NEEDS.accounts?.reason,
    },
    {
      given: 'the simulator, against it',
      workflow: { 'x-needs': 'simulator', ...writes },
      target: 'simulator',
      optIn: false,
      want: undefined,
    },
    {
      given: 'an unknown need',
      workflow: { 'x-needs': 'clock', ...reads },
      target: 'simulator',
      optIn: false,
      want: "needs 'clock', which no target provides (x-needs: simulator, state or accounts)",
    },
  ])('$given', ({ workflow, target, optIn, want }) => {
    expect(skipReason(workflow, target, optIn)).toBe(want);
  });
});

describe('the shipped workflows', () => {
  const files = workflowFiles();
  it('need only what a target can provide', () => {
    const needs = files.flatMap(({ document }) => document.workflows.map((w: { 'x-needs'?: string }) => w['x-needs']));
    expect(needs.filter((need) => need !== undefined && !(need in NEEDS))).toEqual([]);
  });

  it('have workflowIds unique across the files (--workflows and Respect --skip name workflows by id)', () => {
    const ids = files.flatMap(({ document }) => document.workflows.map((w: { workflowId: string }) => w.workflowId));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it.each([
    { given: 'a file name', names: ['lists'], want: 3 },
    { given: 'a workflowId', names: ['sale-one-step'], want: 1 },
    { given: 'nothing', names: [], want: files.flatMap((f) => f.document.workflows).length },
  ])('are selected by $given', ({ names, want }) => {
    expect(select(files, names).size).toBe(want);
  });

  it('refuse a name that is neither a file nor a workflowId, naming it', () => {
    expect(() => select(files, ['lists', 'nosuch'])).toThrow(
      '--workflows names no workflow file or workflowId: nosuch',
    );
  });
});
