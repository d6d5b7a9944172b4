// @ts-check
// Each account's resources, one bounded collection per family (oldest evicted past `capacity`), plus its config.
import { BoundedStore } from './store.js';

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

/** @param {number} capacity */
export function createAccountState(capacity) {
  /** @type {Record<(typeof FAMILIES)[number], BoundedStore<any>>} */
  const stores = /** @type {any} */ ({});
  for (const family of FAMILIES) stores[family] = new BoundedStore(capacity);
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

/** @typedef {ReturnType<typeof createAccountState>} AccountState */
