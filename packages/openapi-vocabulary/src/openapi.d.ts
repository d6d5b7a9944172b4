/** The operations a path item may hold in OpenAPI 3.1 (get, put, post, delete, options, head, patch, trace). */
export declare const HTTP_METHODS: readonly ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
export type HttpMethod = (typeof HTTP_METHODS)[number];
/** One operation of a document: its method, path (or webhook name), path item, operation and JSON pointer. */
export interface OperationEntry {
  method: HttpMethod;
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: any OpenAPI document, read as it is.
  pathItem: any;
  // biome-ignore lint/suspicious/noExplicitAny: any OpenAPI document, read as it is.
  operation: any;
  pointer: string;
}
/** Every operation of `paths` (or of `webhooks`), in document order. */
export declare function operationsOf(document: unknown, section?: 'paths' | 'webhooks'): Generator<OperationEntry>;
/** Every operation of `paths`, paths in document order and each path's methods in HTTP_METHODS order. */
export declare function operationsByMethod(document: unknown): OperationEntry[];
/**
 * The node a local reference (`#/components/schemas/a~1b`) points to (RFC 6901, after percent-decoding), own
 * properties only; throws naming the reference (a SpecError located at `at` when given) when nothing is there.
 */
// biome-ignore lint/suspicious/noExplicitAny: the node of any document.
export declare function resolvePointer(document: unknown, ref: string, at?: string): any;
/** The last key a reference names, unescaped (`#/components/schemas/a~1b` → `a/b`). */
export declare function refName(ref: string): string;
/** Follows a chain of `$ref`s to the node at its end; a cycle is an error naming it. */
// biome-ignore lint/suspicious/noExplicitAny: the node of any document.
export declare function deref(document: unknown, node: unknown, at?: string): any;
/** The identifier a name becomes in emitted code (`list-pets` → `listPets`, `a/b` → `aB`, `2fa` → `N2fa`). */
export declare function identifierOf(name: string): string;
