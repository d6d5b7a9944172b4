// @ts-check
// Shared shapes: the "created" answers, customers with ids, masking in lists (Resources: list results mask the
// customer's name, email, phone, fiscal number and the mandate), and ids. Which fields are masked is read from the
// spec's `x-masked-fields` (MaskedCustomer, MaskedSddMandate), so the document and the simulator cannot disagree.
import { spec } from '../spec.js';

/** @param {string} message @param {Record<string, unknown>} [fields] */
export const ok = (message, fields = {}) => ({ status: 'ok', message: [message], ...fields });

/** @param {any} given @param {() => string} id */
export const customerOf = (given, id) => ({ id: given?.id ?? id(), language: 'PT', ...given });

const mask = (/** @type {unknown} */ text) => (typeof text === 'string' ? text.replace(/.(?=.{2})/g, '*') : text);
/** @type {string[]} */
const MASKED = spec.components.schemas.MaskedCustomer['x-masked-fields'];
/** @type {string[]} */
const MASKED_MANDATE = spec.components.schemas.MaskedSddMandate['x-masked-fields'];

/** @param {any} record */
export function masked(record) {
  const customer = record.customer && { ...record.customer };
  for (const field of MASKED) if (customer && field in customer) customer[field] = mask(customer[field]);
  const method = record.method && { ...record.method };
  // "the mandate fields are masked": every one, its id too (a detail shows them whole).
  if (method?.sdd_mandate) {
    method.sdd_mandate = Object.fromEntries(
      Object.entries(method.sdd_mandate).map(([k, v]) => [k, MASKED_MANDATE.includes(k) ? mask(v) : v]),
    );
  }
  return { ...record, ...(customer ? { customer } : {}), ...(method ? { method } : {}) };
}

/** The public view of a record: its fields without the simulator's own (createdAt, updatedAt, internal). @param {any} record */
export function view(record) {
  const { createdAt: _c, updatedAt: _u, internal: _i, ...rest } = record;
  return rest;
}
