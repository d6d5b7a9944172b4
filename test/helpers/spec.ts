// The freshly bundled document, shared by the spec tests, and small walkers over it.
import { bundleSpec } from '../../generators/bundle/index.js';
import { HTTP_METHODS, resolvePointer } from '../../generators/shared/openapi.js';

// The eight methods of an OpenAPI 3.1 path item, as the generators read them (one vocabulary, issue 23).
export { HTTP_METHODS };

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is walked structurally here.
export type Node = any;

let bundled: Promise<Awaited<ReturnType<typeof bundleSpec>>> | undefined;
export function freshBundle() {
  bundled ??= bundleSpec();
  return bundled;
}

/** Escapes one JSON Pointer segment. */
export const segment = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

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
    for (const [name, item] of Object.entries<Node>(document[kind] ?? {})) {
      for (const method of HTTP_METHODS) {
        if (item[method]) {
          yield {
            kind,
            name,
            method,
            pathItem: item,
            operation: item[method],
            pointer: `#/${kind}/${segment(name)}/${method}`,
          };
        }
      }
    }
  }
}
