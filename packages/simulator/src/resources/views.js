// @ts-check
// Shared shapes: the "created" answers, customers with ids, masking in lists (Resources: list results mask the
// customer's name, email, phone, fiscal number and the mandate), and ids. Which fields are masked is read from the
// spec's `x-masked-fields` (MaskedCustomer, MaskedSddMandate), so the document and the simulator cannot disagree.
import { spec } from '../spec.js';

/** @param {string} message @param {Record<string, unknown>} [fields] */
export const ok = (message, fields = {}) => ({ status: 'ok', message: [message], ...fields });

/**
 * A request's customer as stored: with an id (the one given, or a new one).
 * @param {import('../records.js').Schemas['Customer'] | undefined} given @param {() => string} id
 * @returns {import('../records.js').CustomerRecord}
 */
export const customerOf = (given, id) => ({ id: given?.id ?? id(), language: 'PT', ...given });

const mask = (/** @type {unknown} */ text) => (typeof text === 'string' ? text.replace(/.(?=.{2})/g, '*') : text);
/** @type {string[]} */
const MASKED = spec.components.schemas.MaskedCustomer['x-masked-fields'];
/** @type {string[]} */
const MASKED_MANDATE = spec.components.schemas.MaskedSddMandate['x-masked-fields'];

/**
 * @template {{ customer?: object | undefined, method?: object | undefined }} T @param {T} record @returns {T}
 */
export function masked(record) {
  const customer = /** @type {Record<string, unknown> | undefined} */ (record.customer && { ...record.customer });
  for (const field of MASKED) if (customer && field in customer) customer[field] = mask(customer[field]);
  const method = /** @type {Record<string, unknown> | undefined} */ (record.method && { ...record.method });
  // "the mandate fields are masked": every one, its id too (a detail shows them whole).
  if (method?.sdd_mandate) {
    method.sdd_mandate = Object.fromEntries(
      Object.entries(/** @type {object} */ (method.sdd_mandate)).map(([k, v]) => [
        k,
        MASKED_MANDATE.includes(k) ? mask(v) : v,
      ]),
    );
  }
  return { ...record, ...(customer ? { customer } : {}), ...(method ? { method } : {}) };
}

/**
 * The public view of a record: its fields without the simulator's own (createdAt, updatedAt, internal).
 * @template {object} T @param {T & { createdAt?: number, updatedAt?: number, internal?: unknown }} record
 * @returns {Omit<T, 'createdAt' | 'updatedAt' | 'internal'>}
 */
export function view(record) {
  const { createdAt: _c, updatedAt: _u, internal: _i, ...rest } = record;
  return rest;
}
