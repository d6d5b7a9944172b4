// Dredd hooks of the contract run (CommonJS: Dredd loads hook files with require). They send the credentials, an
// Idempotency-Key on writes and a Signature on out payments; against the mock they ask Prism for each declared
// status (`Prefer: code=…`), against the sandbox they chain ids through each resource's life and skip what cannot
// or may not run there. Every decision is recorded for the run's summary.
const { createSign, generateKeyPairSync, randomUUID } = require('node:crypto');
const hooks = require('hooks');
const { CARD_FREQUENT, ids, idSources, lifecyclePhase, operationOf } = require('./lifecycle.cjs');
const { answerSchema } = require('./schemas.cjs');
const { rules } = require('./generated.cjs');

/** Signed operations and what they sign, and the methods that carry an idempotency key: from the spec. */
const signed = new Map(rules.signedOperations.map((rule) => [rule.operation, rule]));
const keyedMethods = new Set(rules.idempotency.methods);

/** @typedef {import('hooks').Transaction} Transaction */
/** @typedef {{ operation: string, status: string, outcome: string, reason: string | undefined }} Result */

const env = process.env;
const target = env.PAYMENTS_CONTRACT_TARGET === 'sandbox' ? 'sandbox' : 'mock';
const allowWrites = env.PAYMENTS_CONTRACT_ALLOW_WRITES === '1';
// The run's summary (run.js) reads the results from the process-wide list Dredd's hooks and the run share.
const shared = /** @type {{ __paymentsContractResults?: Result[] }} */ (globalThis);
shared.__paymentsContractResults ??= [];
const results = shared.__paymentsContractResults;
const signingKey =
  target === 'mock' ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : env.PAYMENTS_PRIVATE_KEY;

/** @param {Transaction} transaction @param {string} outcome @param {string} [reason] */
function record(transaction, outcome, reason) {
  results.push({ operation: operationOf(transaction), status: transaction.expected.statusCode, outcome, reason });
}

/** @param {Transaction} transaction @param {string} reason */
function skip(transaction, reason) {
  transaction.skip = true;
  record(transaction, 'skipped', reason);
}

/** @param {Transaction} transaction @param {string} name @param {string} value */
function setHeader(transaction, name, value) {
  for (const key of Object.keys(transaction.request.headers))
    if (key.toLowerCase() === name.toLowerCase()) delete transaction.request.headers[key];
  transaction.request.headers[name] = value;
}

/**
 * The value of path parameter `name` in a transaction's URI, by the position of `{name}` in the spec path.
 * @param {Transaction} transaction @param {string} operation @param {string} name
 */
function pathParameter(transaction, operation, name) {
  const segments = (operation.split(' ')[1] ?? '').split('/');
  const at = segments.indexOf(`{${name}}`);
  return decodeURIComponent((transaction.request.uri.split('?')[0] ?? '').split('/')[at] ?? '');
}

/**
 * @param {Transaction} transaction @param {string} operation
 * @param {{ signs: string, parameter?: string, header: string }} rule @param {import('node:crypto').KeyLike} key
 */
function sign(transaction, operation, rule, key) {
  const data =
    rule.signs === 'body' ? transaction.request.body : pathParameter(transaction, operation, rule.parameter ?? '');
  setHeader(transaction, rule.header, createSign('sha256').update(data).sign(key, 'base64'));
}

/** The first few problems Gavel found, field by field ("body: At '/status' …"). @param {Transaction} transaction */
function whyFailed(transaction) {
  const fields = transaction.results?.fields ?? {};
  const messages = Object.entries(fields).flatMap(([field, result]) =>
    (result.errors ?? []).map((/** @type {{ message: string }} */ error) => `${field}: ${error.message}`),
  );
  return messages.slice(0, 3).join('; ') || transaction.test?.message || 'the answer broke the contract';
}

hooks.beforeAll((transactions, done) => {
  // Create before reading, reading before updating, and deleting last, so that ids can be chained in the sandbox.
  transactions.sort((a, b) => lifecyclePhase(a) - lifecyclePhase(b));
  done();
});

hooks.beforeEach((transaction, done) => {
  const operation = operationOf(transaction);
  const [method] = operation.split(' ');
  const status = Number(transaction.expected.statusCode);
  const write = method !== 'GET';
  setHeader(transaction, 'AccountId', target === 'mock' ? 'contract-run' : (env.PAYMENTS_ACCOUNT_ID ?? ''));
  setHeader(transaction, 'ApiKey', target === 'mock' ? 'contract-run' : (env.PAYMENTS_API_KEY ?? ''));
  if (method && keyedMethods.has(method)) setHeader(transaction, rules.idempotency.header, randomUUID());
  if (target === 'mock') {
    if (status >= 300) setHeader(transaction, 'Prefer', `code=${status}`);
  } else {
    // Without PAYMENTS_CONTRACT_ALLOW_WRITES no write is sent at all, not even a wrong-key probe: the 403 rule is
    // checked on the reads, which are many.
    if (write && !allowWrites)
      return done(
        skip(transaction, 'a write (sent only with PAYMENTS_CONTRACT_ALLOW_WRITES=1); 403 is checked on reads'),
      );
    if (status === 403) setHeader(transaction, 'ApiKey', 'contract-run-invalid-key');
    else if (status >= 300) return done(skip(transaction, `the sandbox cannot be made to answer ${status} on demand`));
    const sources = status < 300 ? idSources(operation) : [];
    const missing = sources.find((source) => !ids[source]);
    if (missing) return done(skip(transaction, `no ${missing} id was created earlier in this run`));
    let uuid = 0;
    transaction.request.uri = transaction.request.uri.replace(/\/[0-9a-f-]{36}(?=$|[/?])/g, (found) =>
      uuid < sources.length ? `/${ids[sources[uuid++] ?? '']}` : found,
    );
    transaction.fullPath = transaction.request.uri;
  }
  const rule = signed.get(operation);
  if (rule) {
    if (!signingKey) return done(skip(transaction, 'signed operation; set PAYMENTS_PRIVATE_KEY to run it'));
    sign(transaction, operation, rule, signingKey);
  }
  done();
});

hooks.beforeEachValidation((transaction, done) => {
  const [method = '', path = ''] = operationOf(transaction).split(' ');
  const schema = answerSchema(method, path, transaction.expected.statusCode);
  if (schema) transaction.expected.bodySchema = schema;
  done();
});

hooks.afterEach((transaction, done) => {
  if (!transaction.skip) {
    const passed = transaction.test?.status === 'pass';
    record(transaction, passed ? 'passed' : 'failed', passed ? undefined : whyFailed(transaction));
    const operation = operationOf(transaction);
    const answered = Number(transaction.real?.statusCode) < 300;
    if (answered && operation === 'GET /capture/{id}') {
      try {
        const split = JSON.parse(transaction.real?.body || '{}').splits?.[0]?.id;
        if (typeof split === 'string') ids['GET /capture/{id} split'] = split;
      } catch {
        // no split to chain
      }
    }
    const created = answered && transaction.request.method === 'POST';
    if (created) {
      try {
        const id = JSON.parse(transaction.real?.body || '{}').id;
        if (typeof id === 'string') ids[operationOf(transaction)] = id;
      } catch {
        // an answer without a JSON id chains nothing
      }
    }
    if (created && operation === 'POST /frequent' && target === 'sandbox') return cardTwin(transaction).then(done);
  }
  done();
});

/**
 * Creates a card frequent payment from the POST /frequent example (its method `cc`, no mandate) and keeps its id as
 * CARD_FREQUENT: the example is a direct debit, and only "card and mbw payments have two phases", so an authorisation
 * is made on the twin. A failure leaves the id out (the authorisation is then skipped, saying so).
 * @param {Transaction} transaction
 */
async function cardTwin(transaction) {
  const { sdd_mandate: _mandate, ...example } = JSON.parse(transaction.request.body || '{}');
  const headers = Object.fromEntries(
    Object.entries(transaction.request.headers).filter(([name]) => !/^(content-length|idempotency-key)$/i.test(name)),
  );
  headers[rules.idempotency.header] = randomUUID();
  const url = `${transaction.protocol}//${transaction.host}:${transaction.port}${transaction.request.uri}`;
  try {
    const answer = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ ...example, method: 'cc' }) });
    const id = answer.ok ? (await answer.json()).id : undefined;
    if (typeof id === 'string') ids[CARD_FREQUENT] = id;
  } catch {
    // no twin: the authorisation is skipped as having no id to chain
  }
}
