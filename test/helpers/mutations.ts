// Mutations of an example that its schema must refuse: a required field removed, a value of the wrong type, a
// string over its maxLength, a value outside its enum, a date in the wrong format. Only "definite" schema parts
// ($ref and allOf) decide, so a conditional or alternative requirement never makes a false mutant.
import { follow, type Node } from './spec.js';

export type MutationKind = 'required' | 'type' | 'maxLength' | 'enum' | 'format';
export interface Mutation {
  kind: MutationKind;
  /** JSON Pointer of the field mutated. */
  path: string;
  apply(copy: unknown): void;
}

const DATE_FORMATS = new Set(['date', 'date-time', 'date-time-seconds', 'date-time-minutes', 'date-time-utc']);

function definiteParts(document: Node, schema: Node): Node[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = follow(document, schema, '').node;
  return [node, ...(node.allOf ?? []).flatMap((part: Node) => definiteParts(document, part))];
}

function at(root: unknown, segments: string[]): Node {
  return segments.reduce((node: Node, key) => node?.[key], root);
}

function setter(segments: string[], value: unknown) {
  return (copy: unknown) => {
    at(copy, segments.slice(0, -1))[segments.at(-1) as string] = value;
  };
}

export function mutationsOf(document: Node, schema: Node, value: unknown, segments: string[] = []): Mutation[] {
  const parts = definiteParts(document, schema);
  const path = `/${segments.join('/')}`;
  const found: Mutation[] = [];
  const has = (key: string) => parts.find((part) => part[key] !== undefined)?.[key];
  if (segments.length > 0) {
    const type = has('type');
    if (type === 'string') found.push({ kind: 'type', path, apply: setter(segments, 12345) });
    if (type === 'number' || type === 'integer') found.push({ kind: 'type', path, apply: setter(segments, 'twelve') });
    if (typeof value === 'string' && has('maxLength') !== undefined) {
      found.push({ kind: 'maxLength', path, apply: setter(segments, 'x'.repeat(Number(has('maxLength')) + 1)) });
    }
    if (Array.isArray(has('enum')) && typeof value === 'string')
      found.push({ kind: 'enum', path, apply: setter(segments, 'not-a-listed-value') });
    if (DATE_FORMATS.has(has('format')))
      found.push({ kind: 'format', path, apply: setter(segments, '31/12/2026 25:61') });
  }
  if (Array.isArray(value)) {
    const items = has('items');
    if (items)
      for (const [i, item] of value.entries())
        found.push(...mutationsOf(document, items, item, [...segments, String(i)]));
  } else if (value && typeof value === 'object') {
    for (const [key, member] of Object.entries(value)) {
      if (parts.some((part) => part.required?.includes(key))) {
        found.push({
          kind: 'required',
          path: `${segments.length ? path : ''}/${key}`,
          apply: (copy) => delete at(copy, segments)[key],
        });
      }
      const memberSchema = parts.map((part) => part.properties?.[key]).find(Boolean);
      if (memberSchema) found.push(...mutationsOf(document, memberSchema, member, [...segments, key]));
    }
  }
  return found;
}

/** The first mutation of each kind. */
export function oneOfEachKind(mutations: Mutation[]): Mutation[] {
  const seen = new Set<MutationKind>();
  return mutations.filter((m) => !seen.has(m.kind) && seen.add(m.kind));
}
