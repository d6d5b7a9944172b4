// Dredd hooks of the contract run (CommonJS: Dredd loads hook files with require). They send the credentials, an
// Idempotency-Key on writes and a Signature on out payments; against the mock they ask Prism for each declared
// status (`Prefer: code=…`), against the sandbox they chain ids through each resource's life and skip what cannot
// or may not run there. Every decision is recorded for the run's summary.
const { createSign, generateKeyPairSync, randomUUID } = require('node:crypto');
const hooks = require('hooks');
const { ids, idSource, lifecyclePhase, operationOf } = require('./lifecycle.cjs');
const { answerSchema } = require('./schemas.cjs');

const env = process.env;
const target = env.PAYMENTS_CONTRACT_TARGET === 'sandbox' ? 'sandbox' : 'mock';
const allowWrites = env.PAYMENTS_CONTRACT_ALLOW_WRITES === '1';
globalThis.__paymentsContractResults ??= [];
const results = globalThis.__paymentsContractResults;
const signingKey =
  target === 'mock' ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : env.PAYMENTS_PRIVATE_KEY;

function record(transaction, outcome, reason) {
  results.push({ operation: operationOf(transaction), status: transaction.expected.statusCode, outcome, reason });
}

function skip(transaction, reason) {
  transaction.skip = true;
  record(transaction, 'skipped', reason);
}

function setHeader(transaction, name, value) {
  for (const key of Object.keys(transaction.request.headers))
    if (key.toLowerCase() === name.toLowerCase()) delete transaction.request.headers[key];
  transaction.request.headers[name] = value;
}

function sign(transaction, operation) {
  const data = operation.startsWith('DELETE')
    ? transaction.request.uri.split('/').pop().split('?')[0]
    : transaction.request.body;
  setHeader(transaction, 'Signature', createSign('sha256').update(data).sign(signingKey, 'base64'));
}

/** The first few problems Gavel found, field by field ("body: At '/status' …"). */
function whyFailed(transaction) {
  const fields = transaction.results?.fields ?? {};
  const messages = Object.entries(fields).flatMap(([field, result]) =>
    (result.errors ?? []).map((error) => `${field}: ${error.message}`),
  );
  return messages.slice(0, 3).join('; ') || 'the answer broke the contract';
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
  setHeader(transaction, 'AccountId', target === 'mock' ? 'contract-run' : env.PAYMENTS_ACCOUNT_ID);
  setHeader(transaction, 'ApiKey', target === 'mock' ? 'contract-run' : env.PAYMENTS_API_KEY);
  if (method === 'POST' || method === 'PATCH') setHeader(transaction, 'Idempotency-Key', randomUUID());
  if (target === 'mock') {
    if (status >= 300) setHeader(transaction, 'Prefer', `code=${status}`);
  } else {
    if (status === 403) setHeader(transaction, 'ApiKey', 'contract-run-invalid-key');
    else if (status >= 300) return done(skip(transaction, `the sandbox cannot be made to answer ${status} on demand`));
    if (write && status < 300 && !allowWrites)
      return done(skip(transaction, 'moves money or changes data; set PAYMENTS_CONTRACT_ALLOW_WRITES=1'));
    const source = idSource(operation);
    if (source && status < 300) {
      if (!ids[source]) return done(skip(transaction, `no ${source} id was created earlier in this run`));
      transaction.request.uri = transaction.request.uri.replace(/\/[0-9a-f-]{36}(?=$|[/?])/, `/${ids[source]}`);
      transaction.fullPath = transaction.request.uri;
    }
  }
  if (operation === 'POST /out_payment' || operation === 'DELETE /out_payment/{id}') {
    if (!signingKey) return done(skip(transaction, 'signed operation; set PAYMENTS_PRIVATE_KEY to run it'));
    sign(transaction, operation);
  }
  done();
});

hooks.beforeEachValidation((transaction, done) => {
  const [method, path] = operationOf(transaction).split(' ');
  const schema = answerSchema(method, path, transaction.expected.statusCode);
  if (schema) transaction.expected.bodySchema = schema;
  done();
});

hooks.afterEach((transaction, done) => {
  if (!transaction.skip) {
    const passed = transaction.test?.status === 'pass';
    record(transaction, passed ? 'passed' : 'failed', passed ? undefined : whyFailed(transaction));
    const created = Number(transaction.real?.statusCode) < 300 && transaction.request.method === 'POST';
    if (created) {
      try {
        const id = JSON.parse(transaction.real.body || '{}').id;
        if (typeof id === 'string') ids[operationOf(transaction)] = id;
      } catch {
        // an answer without a JSON id chains nothing
      }
    }
  }
  done();
});
