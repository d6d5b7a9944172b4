// @ts-check
// Compares the notifications (OpenAPI 3.1 `webhooks`) of two documents from the receiver's side; the diff tool does
// not look at them. A receiver that regenerates must accept the notifications of both versions while the service
// rolls out, and its code reads the fields. So these break it: a removed webhook or field (code reading it breaks),
// a field newly required or a narrowed set of values (a notification valid before is refused by the regenerated
// parser), a field no longer required (code must now handle its absence), a changed type. Additions do not.
import { HTTP_METHODS } from '@payments-contract/openapi-vocabulary';
import { UsageError } from './gate.js';
import { schemaFields } from './schema-fields.js';

/** @typedef {import('./report.js').Change} Change */
/** @typedef {import('./schema-fields.js').Field} Field */

/**
 * @param {Record<string, any>} base
 * @param {Record<string, any>} head
 * @returns {Change[]}
 */
export function compareWebhooks(base, head) {
  /** @type {Change[]} */
  const changes = [];
  const baseHooks = base.webhooks ?? {};
  const headHooks = head.webhooks ?? {};
  for (const name of Object.keys(headHooks)) {
    if (!(name in baseHooks)) changes.push(change('non-breaking', `webhook ${name}`, 'webhook added'));
  }
  for (const [name, item] of Object.entries(baseHooks)) {
    const where = `webhook ${name}`;
    if (!(name in headHooks)) {
      changes.push(change('breaking', where, 'webhook removed'));
      continue;
    }
    for (const method of HTTP_METHODS.filter((m) => item?.[m])) {
      const headOperation = headHooks[name]?.[method];
      if (!headOperation) changes.push(change('breaking', where, `${method.toUpperCase()} removed`));
      else changes.push(...compareBodies(base, item[method], head, headOperation, where));
    }
  }
  return changes;
}

/**
 * @param {Record<string, any>} base
 * @param {Record<string, any>} baseOperation
 * @param {Record<string, any>} head
 * @param {Record<string, any>} headOperation
 * @param {string} where
 */
function compareBodies(base, baseOperation, head, headOperation, where) {
  const baseContent = baseOperation.requestBody?.content ?? {};
  const headContent = headOperation.requestBody?.content ?? {};
  /** @type {Change[]} */
  const changes = [];
  for (const [media, entry] of Object.entries(baseContent)) {
    const headEntry = headContent[media];
    if (!headEntry) changes.push(change('breaking', where, `${media} body removed`));
    else {
      const before = fieldsOf(base, entry.schema, `the base's ${where}`);
      const after = fieldsOf(head, headEntry.schema, `the spec's ${where}`);
      changes.push(...compareFields(before, after).map((found) => ({ ...found, where })));
    }
  }
  for (const media of Object.keys(headContent).filter((m) => !(m in baseContent))) {
    changes.push(change('non-breaking', where, `${media} body added`));
  }
  return changes;
}

/**
 * @param {Record<string, any>} document
 * @param {unknown} schema
 * @param {string} label which document and webhook, for the error
 */
function fieldsOf(document, schema, label) {
  try {
    return schemaFields(document, schema);
  } catch (error) {
    throw new UsageError(`${label}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * @param {Map<string, Field>} before
 * @param {Map<string, Field>} after
 * @returns {Change[]} changes with an empty `where`, which the caller fills in
 */
export function compareFields(before, after) {
  /** @type {Change[]} */
  const changes = [];
  for (const [path, was] of before) {
    const now = after.get(path);
    const subject = path === '' ? 'the body' : `field \`${path}\``;
    if (!now) {
      changes.push(change('breaking', '', `${subject} removed`));
      continue;
    }
    if (!was.required && now.required) changes.push(change('breaking', '', `${subject} made required`));
    if (was.required && !now.required) changes.push(change('breaking', '', `${subject} no longer required`));
    changes.push(...compareAllowed(subject, 'value', was.values, now.values));
    changes.push(...compareAllowed(subject, 'type', was.types, now.types));
  }
  for (const [path, now] of after) {
    if (before.has(path)) continue;
    if (now.required) changes.push(change('breaking', '', `required field \`${path}\` added`));
    else changes.push(change('non-breaking', '', `field \`${path}\` added`));
  }
  return changes;
}

/**
 * @param {string} subject
 * @param {'value' | 'type'} kind
 * @param {string[] | undefined} was undefined: not limited
 * @param {string[] | undefined} now
 * @returns {Change[]}
 */
function compareAllowed(subject, kind, was, now) {
  if (now === undefined) return was === undefined ? [] : [change('non-breaking', '', `${subject} no longer limited`)];
  if (was === undefined) return [change('breaking', '', `${subject} limited to ${kind}s ${now.join(', ')}`)];
  const removed = was.filter((value) => !now.includes(value));
  const added = now.filter((value) => !was.includes(value));
  /** @type {Change[]} */
  const changes = [];
  if (removed.length > 0)
    changes.push(change('breaking', '', `${kind}s ${removed.join(', ')} removed from ${subject}`));
  // A new type is a change of what the field is, which code reading it does not handle.
  if (added.length > 0) {
    changes.push(
      change(kind === 'type' ? 'breaking' : 'non-breaking', '', `${kind}s ${added.join(', ')} added to ${subject}`),
    );
  }
  return changes;
}

/**
 * @param {Change['severity']} severity
 * @param {string} where
 * @param {string} what
 * @returns {Change}
 */
const change = (severity, where, what) => ({ severity, where, what });
