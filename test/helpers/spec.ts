// The freshly bundled document, shared by the spec tests, and small walkers over it.
import { bundleSpec } from '../../generators/bundle/index.js';

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is walked structurally here.
export type Node = any;

let bundled: Promise<Awaited<ReturnType<typeof bundleSpec>>> | undefined;
export function freshBundle() {
  bundled ??= bundleSpec();
  return bundled;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Escapes one JSON Pointer segment. */
export const segment = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Follows a local `$ref` (`#/components/…`), returning the node and the pointer where it lives. */
export function follow(document: Node, node: Node, pointer: string): { node: Node; pointer: string } {
  if (node && typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
    const target = node.$ref.slice(1);
    const found = target
      .split('/')
      .slice(1)
      .reduce((at: Node, key: string) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
    return follow(document, found, `#${target}`);
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
