// @ts-check
// Which rules of the catalogue bind the merchant's side (its client or its notification receiver), keyed by rule id:
// data beside the catalogue (rules/catalogue.yaml is being reorganised, so the `side` field lives here until it can
// move into each rule). `grades` says what the scorecard reads in the run's journal to grade the rule. A rule of the
// catalogue absent here binds the service: the scorecard never grades a merchant on it.

/** @typedef {{ side: 'client' | 'receiver', grades: string }} ClientSide */

/** @type {Record<string, ClientSide>} */
export const CLIENT_SIDE = {
  'auth.two-headers': { side: 'client', grades: 'every request to the service carries AccountId and ApiKey' },
  'auth.signature-on-out-payment-writes': {
    side: 'client',
    grades: 'every POST /out_payment and DELETE /out_payment/{id} carries the Signature header',
  },
  'auth.signature-rsa-sha256': {
    side: 'client',
    grades: "each Signature sent verifies (RSA, SHA-256, Base64) with the account's public key over what it signs",
  },
  'idempotency.key-on-post-and-patch': {
    side: 'client',
    grades: 'a POST or PATCH sent again (after no answer or a refusal) carries an Idempotency-Key',
  },
  'idempotency.replay-same-key': {
    side: 'client',
    grades: 'a POST or PATCH sent again carries the same Idempotency-Key as its first try',
  },
  'limits.idempotency-key-max-50': { side: 'client', grades: 'every Idempotency-Key sent has at most 50 characters' },
  'limits.interval-span-30-days': {
    side: 'client',
    grades: 'every interval filter sent spans at most 30 days, start first',
  },
  'retry.header-on-responses': {
    side: 'client',
    grades: 'after X-Service-Should-Retry: false the request is not sent again; after true it is',
  },
  'retry.absent-no-response-resend': {
    side: 'client',
    grades: 'a request that got no answer (the connection dropped) is sent again',
  },
  'retry.absent-resend-transient': {
    side: 'client',
    grades: 'a request answered 409, 429, 502 or 503 without X-Service-Should-Retry is sent again',
  },
  'retry.absent-500-unless-post': {
    side: 'client',
    grades: 'a POST answered 500 without X-Service-Should-Retry is not sent again',
  },
  'retry.absent-otherwise-not': {
    side: 'client',
    grades: 'a request answered with another error status, without X-Service-Should-Retry, is not sent again',
  },
  'events.confirm-success': {
    side: 'receiver',
    grades:
      'the receiver acts on a notification only after a GET of the resource it names, and never on one the details do not confirm (forged, or contradicted)',
  },
};

/**
 * Client-side rules of the catalogue the scorecard cannot grade from a journal, and why (said in the report).
 * @type {Record<string, string>}
 */
export const NOT_GRADED = {
  'idempotency.purged-after-24-hours':
    'the interface states what the service does with a key after 24 hours (a reused key starts a fresh request), and no rule for the client: the clock fault `no-answer past-24h` grades the resend it causes on the retry and key rules only (sent again, with the same key), never on whether resending after 24 hours was wise',
  'idempotency.other-body-refused':
    'the service refuses a reused key with another body; a client doing so is graded as a new key per resend would be, not on this rule',
  'limits.dd-cancel-cutoff-1800-lisbon':
    'the cutoff binds the service (it refuses a late cancel); the clock fault `past-cutoff` grades the client only on not resending the refusal, by the retry rules',
  'auth.failure-outside-idempotency': 'binds the service: how it treats a request that fails authentication',
};

/**
 * What the scorecard also reports but never counts as a rule broken: practices the interface does not state.
 * @type {Record<string, string>}
 */
export const PRACTICES = {
  'receiver.act-once':
    'a notification delivered again (a redelivery, a copy with its date written otherwise) is acted on once: the interface does not say it is delivered once, so a receiver that acts twice takes a payment twice',
};
