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

/**
 * Operations under `paths` only: notifications (webhooks) are requests the service sends, not calls to it. The check
 * also gets the path key (`/single/{id}`), which a pointer into a split file (`#/post`) does not show.
 * @param {(operation: any, ctx: any, path: string) => void} check
 */
export function pathOperations(check) {
  let path = '';
  return {
    Paths: {
      PathItem: {
        /** @param {any} _item @param {any} ctx */
        enter(_item, ctx) {
          path = String(ctx.key);
        },
        /** @param {any} operation @param {any} ctx */
        Operation: (operation, ctx) => check(operation, ctx, path),
      },
    },
  };
}

/**
 * Like pathOperations, and each check also gets the methods that take an Idempotency-Key, read from the document's
 * own `x-retry-policy.idempotency.methods` (lower case), so the rules restate no list of their own. A document
 * without the policy names none.
 * @param {(operation: any, ctx: any, keyed: Set<string>, path: string) => void} check
 */
export function keyedOperations(check) {
  /** @type {Set<string>} */
  let keyed = new Set();
  return {
    Root: {
      /** @param {any} root @param {any} ctx */
      enter(root, ctx) {
        const idempotency = resolved(resolved(root['x-retry-policy'], ctx)?.idempotency, ctx);
        keyed = new Set((idempotency?.methods ?? []).map((/** @type {string} */ m) => String(m).toLowerCase()));
      },
    },
    ...pathOperations((operation, ctx, path) => check(operation, ctx, keyed, path)),
  };
}
