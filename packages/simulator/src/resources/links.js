// @ts-check
// Payment links: ACTIVE until their expiration time (then EXPIRED); DELETE makes them DISABLED, irreversibly.
import { answer, notFound, refusal } from '../answers.js';
import { cursorEnvelope, select } from '../lists.js';
import { view } from './views.js';

/** @typedef {import('../simulator.js').Context} Context */

/** @param {Context} ctx */
export function createLink({ body, state, now, id }) {
  const linkId = id();
  const record = {
    ...body,
    id: linkId,
    createdAt: now,
    status: 'ACTIVE',
    customer: { id: id(), ...body.customer },
    payment: { id: id(), ...body.payment },
    url: `https://simulator.invalid/link/${linkId}`,
  };
  state.links.set(linkId, record);
  return answer(201, view(record));
}

/** @param {import('../records.js').LinkRecord} record @param {number} now */
function linkView(record, now) {
  if (record.status === 'ACTIVE' && record.expiration_time && Date.parse(record.expiration_time) <= now)
    record.status = 'EXPIRED';
  return view(record);
}

/** @param {Context} ctx */
export function getLink({ params, state, now }) {
  const record = state.links.get(params.id ?? '');
  return record ? answer(200, linkView(record, now)) : notFound('link', params.id ?? '');
}

/** @param {Context} ctx */
export function listLinks({ query, state, now }) {
  return answer(
    200,
    cursorEnvelope(select(state.links, {}), query, (r) => linkView(r, now)),
  );
}

/** @param {Context} ctx */
export function updateLink({ params, state, body, now }) {
  const record = state.links.get(params.id ?? '');
  if (!record) return notFound('link', params.id ?? '');
  if (record.status === 'DISABLED')
    return refusal(422, `link ${record.id} was deleted; deleting a link is irreversible`);
  Object.assign(record, body);
  return answer(200, linkView(record, now));
}

/** @param {Context} ctx */
export function deleteLink({ params, state }) {
  const record = state.links.get(params.id ?? '');
  if (!record) return notFound('link', params.id ?? '');
  record.status = 'DISABLED';
  return answer(204, undefined);
}
