// Payloads for differential tests: a schema's examples, and seeded fast-check mutations of them that reach every
// kind of rule (a field removed, a value of another type or past a limit, an enum value or a date from elsewhere in
// the document, an unknown field, an array emptied or grown). Valid and invalid payloads both come out.

import { resolvePointer } from '@payments-contract/openapi-vocabulary';
import fc from 'fast-check';
import type { Node } from './spec.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Values that sit on the edge of some rule of the document: formats, decimals, lengths, code points. */
const EDGES: Json[] = [
  null,
  true,
  0,
  -1,
  0.01,
  25.5,
  0.1 + 0.2,
  25.000000001,
  1e21,
  1e-7,
  2 ** 53,
  '',
  'x',
  'x'.repeat(16),
  'x'.repeat(51),
  'x'.repeat(256),
  '\uD83D\uDCA9'.repeat(15),
  '2026-11-21',
  '2026-02-29',
  '0000-02-29',
  '2026-11-21T10:15:00Z',
  '2026-11-21 10:15:00Z',
  '1998-12-31T23:59:60Z',
  '2026-11-21T10:15:00+24:00',
  '2026-11-21 10:15:00',
  '2026-11-21 10:15',
  '2026-02-30 10:15',
  'interval(2026-01-01 00:00,2026-01-31 00:00)',
  'interval(2026-01-01 00:00,2026-03-01 00:00)',
  '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21',
  'https://docs.example/E_FIELD',
  'https://docs.example:99999/ä',
  [],
  {},
  ['x'],
  [{}],
  { id: '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21' },
];

/**
 * The enum values and property names a schema can reach (through local `$ref`s into the same document), so that
 * mutations meet its conditions and its fields rather than the rest of the document's.
 */
export function vocabularyOf(document: Node, pointer: string) {
  const values = new Set<Json>();
  const keys = new Set<string>();
  const seen = new Set<Node>();
  const resolve = (ref: string): Node => resolvePointer(document, ref);
  (function walk(node: Node) {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/')) walk(resolve(node.$ref));
    if (Array.isArray(node.enum)) for (const value of node.enum) values.add(value);
    if (node.const !== undefined) values.add(node.const);
    if (node.properties && typeof node.properties === 'object')
      for (const key of Object.keys(node.properties)) keys.add(key);
    for (const value of Object.values(node)) walk(value);
  })(resolve(pointer));
  return { values: [...EDGES, ...values], keys: [...keys, 'not_in_the_spec'] };
}

/** Every place in a value, root first, as the path of keys to it. */
function placesIn(value: Json, path: (string | number)[] = []): (string | number)[][] {
  const here = [path];
  if (Array.isArray(value)) return here.concat(value.flatMap((item, i) => placesIn(item, [...path, i])));
  if (value && typeof value === 'object')
    return here.concat(Object.entries(value).flatMap(([key, item]) => placesIn(item, [...path, key])));
  return here;
}

const get = (root: Json, path: (string | number)[]) => path.reduce<Node>((node, key) => node?.[key], root);

type Step = {
  at: number;
  op: 'replace' | 'like' | 'delete' | 'add' | 'grow' | 'borrow';
  value: Json;
  text: string;
  number: number;
  key: string;
  from: number;
};

/** Applies mutation steps to a copy of a seed. */
function mutate(seed: Json, steps: Step[]): Json {
  let root: Json = structuredClone(seed);
  for (const step of steps) {
    const places = placesIn(root);
    const path = places[step.at % places.length] ?? [];
    const node = get(root, path);
    const parent = get(root, path.slice(0, -1));
    const last = path.at(-1);
    const set = (value: Json) => {
      if (last === undefined) root = value;
      else parent[last] = value;
    };
    if (step.op === 'replace') set(structuredClone(step.value));
    // A value of the same type, to reach the rules a type check would hide (formats, lengths, decimals, enums).
    else if (step.op === 'like' && typeof node === 'string') set(step.text);
    else if (step.op === 'like' && typeof node === 'number') set(step.number);
    else if (step.op === 'borrow') set(structuredClone(get(root, places[step.from % places.length] ?? [])));
    else if (step.op === 'delete' && last !== undefined) {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else if (step.op === 'add' && node && typeof node === 'object' && !Array.isArray(node))
      node[step.key] = structuredClone(step.value);
    else if (step.op === 'grow' && Array.isArray(node)) node.push(structuredClone(node[0] ?? step.value));
  }
  return root;
}

/** Seeded payloads for one schema: its examples as they are, then `count` mutations of them (or of `{}`). */
export function payloadsFor(seeds: Json[], vocabulary: ReturnType<typeof vocabularyOf>, count: number, seed: number) {
  const bases = seeds.length > 0 ? seeds : [{}];
  const step = fc.record({
    at: fc.nat(),
    op: fc.constantFrom<Step['op']>('replace', 'like', 'like', 'like', 'delete', 'delete', 'add', 'grow', 'borrow'),
    value: fc.constantFrom(...vocabulary.values),
    text: fc.constantFrom(...vocabulary.values.filter((v): v is string => typeof v === 'string')),
    number: fc.constantFrom(...vocabulary.values.filter((v): v is number => typeof v === 'number')),
    key: fc.constantFrom(...vocabulary.keys),
    from: fc.nat(),
  });
  const payload = fc
    .tuple(fc.constantFrom(...bases), fc.array(step, { minLength: 1, maxLength: 3 }))
    .map(([base, steps]) => mutate(base, steps));
  return [...seeds, ...fc.sample(payload, { seed, numRuns: count })];
}
