// @ts-check
// The simulator's sandbox test values (the interface says they exist but omits them; these are its own choices,
// listed in docs/guides/simulator.md).
export const SANDBOX = Object.freeze({
  /** Direct debits from this IBAN fail; every other IBAN succeeds. */
  failingIban: 'PT50000000000000000006666',
  /** This phone approves mbw requests (any other phone also does, except with the declined amount). */
  testPhone: '911234567',
  /** Card and mbw payments, captures and out payments of exactly this amount are declined. */
  declinedAmount: 66.66,
  /** The entity of every simulated multibanco reference. */
  entity: '21312',
});

/** @param {{ value?: number }} thing */
export const declined = (thing) => thing.value === SANDBOX.declinedAmount;
