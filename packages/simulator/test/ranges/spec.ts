// The sets the interface's sentences range over, read from the spec the project publishes (packages/spec), never from
// the simulator: the operations, the list operations and their query parameters, the Capture statuses, the fields of
// a schema. Each ranged check draws its members from here, so a member added to the spec is checked too.
import { readFileSync } from 'node:fs';

// biome-ignore lint/suspicious/noExplicitAny: the spec is JSON read at run time
export const spec: any = JSON.parse(readFileSync(new URL('../../../spec/openapi.json', import.meta.url), 'utf8'));

export type Operation = { method: string; path: string; op: Record<string, unknown> };

/** Every operation of the interface, as METHOD and path template. */
export const operations: Operation[] = Object.entries(spec.paths as Record<string, Record<string, unknown>>).flatMap(
  ([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op: op as Record<string, unknown> })),
);

/** A path template with each `{param}` filled by a well-formed uuid ("Ids in paths are uuids"). */
export const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21');

/** The names of a schema's properties (following one $ref and allOf). */
export function fieldsOf(name: string): string[] {
  const schema = spec.components.schemas[name];
  const parts = [schema, ...(schema.allOf ?? [])].map((s) =>
    s.$ref ? spec.components.schemas[s.$ref.split('/').at(-1)] : s,
  );
  return [...new Set(parts.flatMap((s) => Object.keys(s.properties ?? {})))];
}
