// Which workflows `node test/behaviour/run.js` sends to a real service: none that needs the simulator, and none
// that writes unless PAYMENTS_CONTRACT_ALLOW_WRITES=1 (a POST, PATCH or DELETE of the service, read from the spec).
import { describe, expect, it } from 'vitest';
import { skipReason } from './run.js';

const step = (operationId: string) => ({ stepId: operationId, operationId });
describe('skipReason', () => {
  it.each([
    {
      given: 'reads only',
      workflow: { steps: [step('payments.listCaptures'), step('payments.ping')] },
      writes: false,
      want: undefined,
    },
    {
      given: 'a write without the opt-in',
      workflow: { steps: [step('payments.createSinglePayment')] },
      writes: false,
      want: 'writes (sent only with PAYMENTS_CONTRACT_ALLOW_WRITES=1)',
    },
    {
      given: 'a write with the opt-in',
      workflow: { steps: [step('payments.deleteLink')] },
      writes: true,
      want: undefined,
    },
    {
      given: 'a control route',
      workflow: { 'x-needs': 'simulator', steps: [step('control.moveClock')] },
      writes: true,
      want: 'needs the simulator (x-needs: simulator)',
    },
  ])('$given', ({ workflow, writes, want }) => {
    expect(skipReason(workflow, writes)).toBe(want);
  });
});
