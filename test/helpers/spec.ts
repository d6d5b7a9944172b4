// The freshly bundled document, shared by the spec tests, and small walkers over it.
import {
  HTTP_METHODS,
  operationsOf,
  pointer as pointerOf,
  resolvePointer,
} from '@payments-contract/openapi-vocabulary';
import { bundleSpec } from '../../scripts/bundle/index.js';

// The eight methods of an OpenAPI 3.1 path item, as the generators read them (one vocabulary, issue 23).
export { HTTP_METHODS };

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is walked structurally here.
export type Node = any;

let bundled: Promise<Awaited<ReturnType<typeof bundleSpec>>> | undefined;
export function freshBundle() {
  bundled ??= bundleSpec();
  return bundled;
}

/** Escapes one JSON Pointer segment (`~` → `~0`, `/` → `~1`), as the vocabulary writes pointers. */
export const segment = (key: string) => pointerOf(key).slice(1);

/** Follows a local `$ref` (`#/components/…`), returning the node and the pointer where it lives. */
export function follow(document: Node, node: Node, pointer: string): { node: Node; pointer: string } {
  if (node && typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
    return follow(document, resolvePointer(document, node.$ref, pointer.slice(1)), node.$ref);
  }
  return { node, pointer };
}

/** Every operation under `paths` (kind "path") and `webhooks` (kind "webhook"), with its pointer. */
export function* operations(document: Node) {
  for (const kind of ['paths', 'webhooks'] as const) {
    for (const { path: name, method, pathItem, operation, pointer } of operationsOf(document, kind)) {
      yield { kind, name, method, pathItem, operation, pointer: `#${pointer}` };
    }
  }
}
