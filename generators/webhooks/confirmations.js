// @ts-check
// The confirmation map, read from `NotificationType`'s `x-confirmed-by` (Events rule 7: on a notification, call the
// corresponding details endpoint). The type alone does not say which resource the notified id belongs to (rules
// 1-6: a `capture` notification carries a capture, single or frequent id), so each type lists its candidate details
// operations in the order a receiver tries them, the rules that send such an id, and what in the details agrees
// with the notified status. A team's spec that still names one `{ resource, operationId }` per type is read as a
// list of one.
import { operationsOf, pointer, SpecError } from '@payments-contract/openapi-vocabulary';

/** @param {any} document */
function operationsById(document) {
  /** @type {Record<string, { method: string, path: string }>} */
  const found = {};
  for (const { method, path, operation } of operationsOf(document)) found[operation.operationId] = { method, path };
  return found;
}

/** @param {unknown} values @param {string} where @param {string} [rule] */
function stateList(values, where, rule = 'must be a list of the detail states that mean this status') {
  if (values === undefined) return undefined;
  if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) throw new SpecError(where, rule);
  return values;
}

/** @param {any} agrees @param {string} where */
function agreement(agrees, where) {
  if (agrees === undefined) return undefined;
  if (typeof agrees?.field !== 'string' || agrees.field === '')
    throw new SpecError(`${where}/field`, 'must name the field of the details that holds the state');
  const success = stateList(agrees.success, `${where}/success`);
  const failed = stateList(agrees.failed, `${where}/failed`);
  return { field: agrees.field, ...(success ? { success } : {}), ...(failed ? { failed } : {}) };
}

/** @param {any} sentWhen @param {string} where */
function sentWhenOf(sentWhen, where) {
  if (sentWhen === undefined) return undefined;
  if (typeof sentWhen?.field !== 'string' || sentWhen.field === '')
    throw new SpecError(`${where}/field`, 'must name the field of the details the interface sends this id for');
  const values = stateList(sentWhen.values, `${where}/values`);
  if (!values?.length) throw new SpecError(`${where}/values`, 'must list the values the interface sends this id for');
  return { field: sentWhen.field, values };
}

/** @param {any} events @param {string} where */
function eventsOf(events, where) {
  if (events === undefined) return undefined;
  for (const key of ['field', 'id'])
    if (typeof events?.[key] !== 'string' || events[key] === '')
      throw new SpecError(
        `${where}/${key}`,
        key === 'field'
          ? 'must name the list field of the details whose items are the events'
          : "must name the field of each item that is the item's id",
      );
  return { field: events.field, id: events.id };
}

/**
 * @param {any} document
 * @returns {{ type: string, candidates: { resource: string, operationId: string, method: string, path: string,
 *   list: boolean, rules: number[], agrees?: { field: string, success?: string[], failed?: string[] },
 *   sentWhen?: { field: string, values: string[] }, found?: string[], events?: { field: string, id: string },
 *   repeats?: true }[] }[]}
 */
export function readConfirmations(document) {
  const operations = operationsById(document);
  const map = document.components.schemas.NotificationType['x-confirmed-by'];
  return Object.entries(map).map(([type, given]) => {
    const where = pointer('components', 'schemas', 'NotificationType', 'x-confirmed-by', type);
    const listed = Array.isArray(given) ? given : [given];
    if (listed.length === 0) throw new SpecError(where, 'names no details operation');
    const candidates = listed.map((candidate, index) => {
      const at = Array.isArray(given) ? `${where}/${index}` : where;
      const operation = operations[candidate?.operationId];
      if (!operation)
        throw new SpecError(at, `names operation '${candidate?.operationId}', which the spec does not have`);
      const rules = candidate.rules ?? [];
      if (!Array.isArray(rules) || !rules.every(Number.isInteger))
        throw new SpecError(`${at}/rules`, 'must list the Events rule numbers');
      const agrees = agreement(candidate.agrees, `${at}/agrees`);
      const sentWhen = sentWhenOf(candidate.sentWhen, `${at}/sentWhen`);
      const found =
        candidate.found === undefined
          ? undefined
          : stateList(
              candidate.found,
              `${at}/found`,
              'must list the notified statuses the resource being found confirms',
            );
      const events = eventsOf(candidate.events, `${at}/events`);
      if (candidate.repeats !== undefined && typeof candidate.repeats !== 'boolean')
        throw new SpecError(`${at}/repeats`, 'must be true or false');
      return {
        resource: String(candidate.resource ?? operation.path),
        operationId: candidate.operationId,
        method: operation.method.toUpperCase(),
        path: operation.path,
        list: candidate.operationId.startsWith('list'),
        rules,
        ...(agrees ? { agrees } : {}),
        ...(sentWhen ? { sentWhen } : {}),
        ...(found ? { found } : {}),
        ...(events ? { events } : {}),
        ...(candidate.repeats === true ? { repeats: /** @type {const} */ (true) } : {}),
      };
    });
    return { type, candidates };
  });
}

/** The TypeScript type of what one candidate's call returns (an item, for a list). @param {{ path: string, method: string, list: boolean }} candidate */
export function detailsType({ path, method, list }) {
  const body = `NonNullable<paths[${JSON.stringify(path)}][${JSON.stringify(method.toLowerCase())}]['responses'][200]['content']['application/json']>`;
  return list ? `NonNullable<${body}['data']>[number]` : body;
}
