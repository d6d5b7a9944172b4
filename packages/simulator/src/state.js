// @ts-check
// Each account's resources, one collection per family (store.js: in creation order, indexed for the lists' filters),
// plus its config. Nothing is evicted: the simulator refuses new records at its capacity (simulator.js).
import { PAYMENT_INDEXES } from './lists.js';
import { Changes, RecordStore } from './store.js';

export const FAMILIES = /** @type {const} */ ([
  'singles',
  'frequents',
  'subscriptions',
  'captures',
  'authorisations',
  'voids',
  'refunds',
  'chargebacks',
  'outPayments',
  'checkouts',
  'links',
  'ledger',
  'transactions',
]);

/** The lists' filters each family is indexed by (the others are found by id, date or a walk of the page). */
/** @type {{ [F in Family]?: import('./store.js').IndexedFields<import('./records.js').Records[F]> }} */
const INDEXED = {
  singles: PAYMENT_INDEXES,
  frequents: PAYMENT_INDEXES,
  subscriptions: PAYMENT_INDEXES,
  outPayments: { key: PAYMENT_INDEXES.key },
};

/** @param {Changes} [changes] what a write changed, for the journal */
export function createAccountState(changes = new Changes()) {
  /** @template {Family} F @param {F} family @returns {RecordStore<import('./records.js').Records[F]>} */
  const storeOf = (family) => new RecordStore({ changes, indexed: INDEXED[family] ?? {} });
  const stores = /** @type {{ [F in Family]: RecordStore<import('./records.js').Records[F]> }} */ (
    Object.fromEntries(FAMILIES.map((family) => [family, storeOf(family)]))
  );
  return {
    ...stores,
    /** @type {Record<string, string | undefined>} */
    config: {
      generic: undefined,
      authorisation: undefined,
      transaction: undefined,
      visa_fwd: undefined,
      visa_detail: undefined,
    },
  };
}

/** @typedef {ReturnType<typeof createAccountState>} AccountState @typedef {(typeof FAMILIES)[number]} Family */
