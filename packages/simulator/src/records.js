// @ts-check
// The records the simulator keeps, typed from the spec's schemas (the generated types of @payments-contract/
// validators: one source), so that a misspelt or wrongly typed field fails `npm run typecheck` at edit time. A record
// is its family's detail schema, with the fields the simulator always sets made required, plus its own bookkeeping
// (`createdAt`, `updatedAt`, and `internal` for the families that keep one), which `view` (resources/views.js) drops
// from every answer. record-check.js checks a loaded record against the same schemas at run time.

/** @typedef {import('@payments-contract/validators').Schemas} Schemas */
/** @typedef {import('@payments-contract/validators').RequestBodies} RequestBodies */

/**
 * `S` with the fields `R` required (fields the simulator always writes).
 * @template S @template {keyof S} R
 * @typedef {Omit<S, R> & { [K in R]-?: Exclude<S[K], undefined> }} WithRequired
 */

/**
 * A stored record: `S` with the fields `R` required, and the simulator's timestamps.
 * @template S @template {keyof S} R
 * @typedef {WithRequired<S, R> & { createdAt: number, updatedAt?: number }} Stored
 */

/** A payment method as stored: its code and status always set. @typedef {WithRequired<Schemas['Method'], 'type' | 'status'>} MethodRecord */
/** A customer as stored: its id always set. @typedef {Omit<Schemas['Customer'], 'id'> & { id: string }} CustomerRecord */

/**
 * What a payment has captured: the captures made (ids), the sum captured, the sum refunded.
 * @typedef {{ captures: string[], captured: number, refunded?: number }} CaptureBook
 */

/**
 * What is left of a single's authorisation: held (capturable), captured, voided, lapsed (HOLD_DAYS passed), or none.
 * @typedef {'held' | 'captured' | 'voided' | 'lapsed' | 'none'} Hold
 */

/**
 * @typedef {Stored<Schemas['SinglePayment'], 'type' | 'value' | 'currency' | 'payment_status'>
 *   & { customer: CustomerRecord, method: MethodRecord,
 *       internal: CaptureBook & { refunded: number, hold: Hold } }} SingleRecord
 */

/**
 * @typedef {Stored<Schemas['FrequentPayment'], 'id' | 'value' | 'currency' | 'min_value' | 'max_value' | 'unlimited_payments'>
 *   & { customer: CustomerRecord,
 *   method: MethodRecord, internal: CaptureBook & { referenceClosesAt?: number } }} FrequentRecord
 */

/**
 * A subscription; `capture` (what each cycle's capture says) is kept as given and left out of its answers.
 * @typedef {Stored<Schemas['Subscription'], 'id' | 'value' | 'frequency'> & { customer: CustomerRecord,
 *   method: MethodRecord, capture?: { descriptive?: string | undefined } | undefined,
 *   internal: CaptureBook & { cycles: number, anchor: number } }} SubscriptionRecord
 */

/**
 * A capture: `internal.method` the payment's method code (a direct debit is collected later), `notifies` the id its
 * result notification carries (Events rule 5), `announce` the notification replacing its own (a subscription
 * cycle's), `cancelled` once a debit is cancelled before it is collected.
 * @typedef {Stored<Schemas['Capture'], 'value' | 'payment_id' | 'payment_type' | 'account' | 'splits' | 'capture_date'>
 *   & { internal: { method: string | undefined, refunded: number, notifies?: string | undefined,
 *       announce?: { type: string, message: string } | undefined, cancelled?: boolean } }} CaptureRecord
 */

/**
 * A frequent payment's authorisation: `internal.frequent` the frequent it draws on.
 * @typedef {Stored<Schemas['Authorisation'], 'id' | 'value' | 'value_captured'> & { customer: CustomerRecord,
 *   method: WithRequired<NonNullable<Schemas['Authorisation']['method']>, 'type' | 'status'>,
 *   internal: CaptureBook & { frequent: string } }} AuthorisationRecord
 */
/** @typedef {Stored<Schemas['Void'], 'id'>} VoidRecord */
/**
 * A refund; `created_at` and `updated_at` (`Y-m-d H:i`) are answered though the spec's Refund does not name them
 * (its schema leaves other fields open); `capture` is the capture refunded, as its detail read then.
 * @typedef {Stored<Omit<Schemas['Refund'], 'capture'>, 'id'> & { created_at: string, updated_at: string,
 *   capture: Omit<CaptureRecord, 'createdAt' | 'updatedAt' | 'internal'> }} RefundRecord
 */
/** @typedef {Stored<Schemas['Chargeback'], 'id'>} ChargebackRecord */
/** @typedef {Stored<Schemas['OutPayment'], 'id'>} OutPaymentRecord */
/** @typedef {NonNullable<Schemas['CheckoutDetail']['payment']>} CheckoutPayment */
/**
 * A checkout session: its own status (GET /checkout/{id} answers it as `checkout.status`), its payment as answered,
 * and `internal` what paying it needs (the kind, the payment type, capture and customer).
 * @typedef {{ id: string, createdAt: number, updatedAt?: number, expiresAt: number,
 *   status: Exclude<NonNullable<Schemas['CheckoutDetail']['checkout']>['status'], undefined>, value: number,
 *   payment: WithRequired<CheckoutPayment, 'id' | 'status' | 'methods'>,
 *   internal: { kind: string, type: string | undefined, capture: unknown, customer: unknown } }} CheckoutRecord
 */
/** @typedef {Stored<Schemas['Link'], 'id'>} LinkRecord */
/** @typedef {Stored<Schemas['LedgerEntry'], 'id'>} LedgerRecord */
/**
 * A transaction: `payment_type` and `payment_id` are the simulator's own (a payment's detail drops them).
 * @typedef {Stored<Schemas['Transaction'], 'id'> & { payment_type: 'single' | 'frequent', payment_id?: string | undefined }} TransactionRecord
 */

/** What can be captured: a single, a frequent payment, a subscription, a frequent authorisation. @typedef {SingleRecord | FrequentRecord | SubscriptionRecord | AuthorisationRecord} CapturedRecord */

/**
 * What a capture is made with: POST /capture/{id}'s body, or the simulator's own (a sale, a debit, a cycle), with
 * `notifies` and `announce` (see CaptureRecord).
 * @typedef {{ [K in keyof Schemas['CaptureCreateRequest']]?: Schemas['CaptureCreateRequest'][K] | undefined }
 *   & { notifies?: string, announce?: { type: string, message: string } }} CaptureOrder
 */

/** A ledger entry's transaction type. @typedef {Exclude<Schemas['LedgerEntry']['transaction_type'], undefined>} LedgerType */

/**
 * Each family's record.
 * @typedef {{ singles: SingleRecord, frequents: FrequentRecord, subscriptions: SubscriptionRecord,
 *   captures: CaptureRecord, authorisations: AuthorisationRecord, voids: VoidRecord, refunds: RefundRecord,
 *   chargebacks: ChargebackRecord, outPayments: OutPaymentRecord, checkouts: CheckoutRecord, links: LinkRecord,
 *   ledger: LedgerRecord, transactions: TransactionRecord }} Records
 */

export {};
