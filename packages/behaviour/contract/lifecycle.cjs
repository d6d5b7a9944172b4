// Which operation a Dredd transaction is, the order the run takes them in, and where each path's id comes from
// when ids are chained through a resource's life in the sandbox (create, detail, update, capture, refund, delete).

const { specPaths } = require('./generated.cjs').rules;

/** Ids created in this run, by the operation that created them ("POST /single"). @type {Record<string, string>} */
const ids = {};

/** The id of the card frequent payment made from the POST /frequent example, for the operations that need a hold. */
const CARD_FREQUENT = 'POST /frequent (card)';

/**
 * For an operation whose path takes ids: the operation whose id it uses, for each id in the path in order.
 * @type {Record<string, string | string[]>}
 */
const ID_SOURCES = {
  'GET /single/{id}': 'POST /single',
  'PATCH /single/{id}': 'POST /single',
  'DELETE /single/{id}': 'POST /single',
  'GET /frequent/{id}': 'POST /frequent',
  'PATCH /frequent/{id}': 'POST /frequent',
  'DELETE /frequent/{id}': 'POST /frequent',
  // "Card and mbw payments have two phases": the spec's POST /frequent example is a direct debit, which holds
  // nothing, so the authorisation is made on its card twin (hooks.cjs creates it beside the example)
  'POST /frequent/authorisation/{id}': CARD_FREQUENT,
  'GET /authorisation/{id}': 'POST /frequent/authorisation/{id}',
  'POST /void/{id}': 'POST /frequent/authorisation/{id}',
  'GET /void/{id}': 'POST /void/{id}',
  'GET /subscription/{id}': 'POST /subscription',
  'PATCH /subscription/{id}': 'POST /subscription',
  'DELETE /subscription/{id}': 'POST /subscription',
  // a frequent payment, not the single: the single's example is a multibanco reference, which the customer pays
  // and nobody captures
  'POST /capture/{id}': 'POST /frequent',
  // the capture, then the first split of its detail (recorded from GET /capture/{id})
  'PATCH /capture/{capture-uuid}/splits/{capture-split-uuid}': ['POST /capture/{id}', 'GET /capture/{id} split'],
  'GET /capture/{id}': 'POST /capture/{id}',
  'POST /refund/{id}': 'POST /capture/{id}',
  'GET /refund/{id}': 'POST /refund/{id}',
  'GET /out_payment/{id}': 'POST /out_payment',
  'DELETE /out_payment/{id}': 'POST /out_payment',
  'GET /checkout/{id}': 'POST /checkout',
  'DELETE /checkout/{id}': 'POST /checkout',
  'GET /link/{id}': 'POST /link',
  'PATCH /link/{id}': 'POST /link',
  'DELETE /link/{id}': 'POST /link',
};

/**
 * "METHOD /path/{id}" of a transaction, with the spec's own parameter names (generated: contract-rules.json).
 * @param {import('hooks').Transaction} transaction
 */
function operationOf(transaction) {
  const path = transaction.origin.resourceName;
  return `${transaction.request.method} ${/** @type {Record<string, string>} */ (specPaths)[path] ?? path}`;
}

/** @param {string} operation @returns {string[]} */
function idSources(operation) {
  return [ID_SOURCES[operation] ?? []].flat();
}

/**
 * Creations first, then authorisations and captures, voids and refunds, reads, updates, and deletions last.
 * @param {import('hooks').Transaction} transaction
 */
function lifecyclePhase(transaction) {
  const operation = operationOf(transaction);
  const [method, path = ''] = operation.split(' ');
  if (method === 'POST' && !path.includes('{')) return 0;
  if (operation === 'POST /frequent/authorisation/{id}' || operation === 'POST /capture/{id}') return 1;
  if (method === 'POST') return 2;
  if (method === 'GET') return 3;
  if (method === 'PATCH') return 4;
  return 5;
}

module.exports = { CARD_FREQUENT, ids, idSources, lifecyclePhase, operationOf };
