// Workflows that fail today on a known defect the lead is fixing (issue 19), each with the one step it fails at and
// the defect. workflows.test.ts runs such a workflow with `it.fails`, and checks in a plain test that no other step
// fails; when the fix merges, `it.fails` goes red ("expected to fail") and the entry is deleted. Never list a
// workflow here to hide a failure that is not a named defect.
export const KNOWN_DEFECTS: Record<string, { step: string; defect: string }> = {
  // the simulator
  'card.arazzo.yaml#split-across-captures': {
    step: 'second-capture',
    defect: 'a second partial capture of one authorisation is refused with 422',
  },
  'card.arazzo.yaml#sale-one-step': {
    step: 'captured-without-capture-call',
    defect: 'POST /single ignores `type`: a sale is never captured',
  },
  'card.arazzo.yaml#currency-kept': { step: 'detail-brl', defect: 'POST /single ignores `currency`' },
  'customer-pays.arazzo.yaml#dd-failing-iban-fails': {
    step: 'collection-failed',
    defect: 'the designated failing IBAN never fails a dd single',
  },
  'customer-pays.arazzo.yaml#dd-delete-before-cutoff': {
    step: 'not-collected',
    defect: 'DELETE of a dd single before 18:00 Lisbon still collects',
  },
  'frequent.arazzo.yaml#delete-releases-holds': {
    step: 'hold-not-capturable',
    defect: 'DELETE /frequent/{id} leaves its authorisations capturable',
  },
  'idempotency.arazzo.yaml#key-length': { step: 'empty-key', defect: 'an empty Idempotency-Key is accepted' },
  // found by these workflows (not in the lead's list when they were written)
  'card.arazzo.yaml#mbw-requires-phone': {
    step: 'mbw-without-phone',
    defect: 'an mbw single without a phone number is accepted (201)',
  },
  'frequent.arazzo.yaml#force-3ds': {
    step: 'capture-with-3ds',
    defect: 'a frequent capture with force_3ds answers no method.url',
  },
  'customer-pays.arazzo.yaml#dd-frequent-delete-before-cutoff': {
    step: 'debit-cancelled',
    defect: 'DELETE of a dd frequent before 18:00 Lisbon still collects its waiting debit',
  },
  // undeclared statuses: the simulator answers a status the operation's spec does not list (Respect's status check)
  'access.arazzo.yaml#transient-statuses-retried': {
    step: 'bad-gateway',
    defect: 'undeclared status: 502 on GET /frequent',
  },
  'card.arazzo.yaml#authorise-capture-refund': {
    step: 'refund-over',
    defect: 'undeclared status: 422 on POST /refund/{id}',
  },
  'idempotency.arazzo.yaml#transient-not-pinned': {
    step: 'unavailable',
    defect: 'undeclared status: 503 on POST /single',
  },
  'lifecycle.arazzo.yaml#link-delete-irreversible': {
    step: 'try-to-revive',
    defect: 'undeclared status: 409 on PATCH /link/{id}',
  },
  'lifecycle.arazzo.yaml#out-payment-refused-after-processing': {
    step: 'cancel-refused',
    defect: 'undeclared status: 409 on DELETE /out_payment/{id}',
  },
  'lists.arazzo.yaml#page-size-limits': { step: 'capture-limit-101', defect: 'undeclared status: 400 on GET /capture' },
  'lists.arazzo.yaml#interval-filters-30-days': {
    step: 'capture-created-31',
    defect: 'undeclared status: 400 on GET /capture',
  },
  'refund-windows.arazzo.yaml#mb-refund-window': {
    step: 'mb-refund-after',
    defect: 'undeclared status: 422 on POST /refund/{id}',
  },
  'refund-windows.arazzo.yaml#dd-refund-window': {
    step: 'dd-refund-after',
    defect: 'undeclared status: 422 on POST /refund/{id}',
  },
  'refund-windows.arazzo.yaml#cc-refund-window': {
    step: 'cc-refund-after',
    defect: 'undeclared status: 422 on POST /refund/{id}',
  },
  'refund-windows.arazzo.yaml#mbw-refund-window': {
    step: 'mbw-refund-after',
    defect: 'undeclared status: 422 on POST /refund/{id}',
  },
};
