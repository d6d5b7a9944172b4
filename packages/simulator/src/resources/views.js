// @ts-check
// Shared shapes: the "created" answers, customers with ids, masking in lists (Resources: list results mask the
// customer's name, email, phone, fiscal number and the mandate), and ids.
/** @param {string} message @param {Record<string, unknown>} [fields] */
export const ok = (message, fields = {}) => ({ status: 'ok', message: [message], ...fields });

/** @param {any} given @param {() => string} id */
export const customerOf = (given, id) => ({ id: given?.id ?? id(), language: 'PT', ...given });

const mask = (/** @type {unknown} */ text) => (typeof text === 'string' ? text.replace(/.(?=.{2})/g, '*') : text);
const MASKED = ['name', 'email', 'phone', 'fiscal_number'];

/** @param {any} record */
export function masked(record) {
  const customer = record.customer && { ...record.customer };
  for (const field of MASKED) if (customer && field in customer) customer[field] = mask(customer[field]);
  const method = record.method && { ...record.method };
  if (method?.sdd_mandate) {
    method.sdd_mandate = Object.fromEntries(
      Object.entries(method.sdd_mandate).map(([k, v]) => [k, k === 'id' ? v : mask(v)]),
    );
  }
  return { ...record, ...(customer ? { customer } : {}), ...(method ? { method } : {}) };
}

/** The public view of a record: its fields without the simulator's own (createdAt, updatedAt, internal). @param {any} record */
export function view(record) {
  const { createdAt: _c, updatedAt: _u, internal: _i, ...rest } = record;
  return rest;
}
