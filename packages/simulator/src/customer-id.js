// @ts-check
// Customer: "id | uuid | Assigned by the service." A request may name a customer the service made by its id (the
// checkout's `customer.id`, "uuid of an existing customer"), but an id that is no uuid was never assigned by the
// service: it is refused with the field named, rather than stored and echoed in an answer whose schema (Customer's
// `id`, a uuid) forbids it. The requests whose schema leaves `customer` open (POST /single …) reach this check.
import { standardChecks } from '@payments-contract/validator-runtime';

const isUuid = /** @type {(value: string) => boolean} */ (standardChecks.uuid.validate);

/**
 * The refusal message for a request body whose `customer.id` is no uuid, or undefined when there is none.
 * @param {unknown} body
 */
export function foreignCustomerId(body) {
  const customer = body && typeof body === 'object' ? /** @type {{ customer?: unknown }} */ (body).customer : undefined;
  if (!customer || typeof customer !== 'object' || !('id' in customer)) return undefined;
  const { id } = /** @type {{ id: unknown }} */ (customer);
  if (typeof id === 'string' && isUuid(id)) return undefined;
  return `field 'customer.id' must be a uuid: a customer's id is assigned by the service (not ${JSON.stringify(id)})`;
}
