// @ts-check
// Helpers the rules share: following $refs through Redocly's resolver and naming the component a $ref points at
// (its last key read as the shared OpenAPI vocabulary reads it, issue 23).
import { refName } from '@payments-contract/openapi-vocabulary';

/** @param {any} node @param {any} ctx */
export function resolved(node, ctx) {
  return node && typeof node === 'object' && '$ref' in node ? ctx.resolve(node).node : node;
}

/** The component name a $ref ends with, whether it points at a file (`…/ErrorEnvelope.yaml`) or a pointer. */
/** @param {unknown} node */
export function refTarget(node) {
  if (!node || typeof node !== 'object' || !('$ref' in node) || typeof node.$ref !== 'string') return undefined;
  return refName(node.$ref).replace(/\.ya?ml$|\.json$/, '');
}

/** Operations under `paths` only: notifications (webhooks) are requests the service sends, not calls to it. */
/** @param {(operation: any, ctx: any) => void} check */
export function pathOperations(check) {
  return { Paths: { PathItem: { Operation: check } } };
}
