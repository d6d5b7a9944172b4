// Every example the document shows (parameters, request bodies, responses, notifications), each with the pointer of
// the schema it must satisfy, and a check for fields an example uses that its schema never declares.
import { follow, type Node, operations, segment } from './spec.js';

export interface Example {
  where: string;
  schemaPointer: string;
  value: unknown;
}

function* mediaExamples(document: Node, content: Node, pointer: string, where: string): Generator<Example> {
  for (const [type, media] of Object.entries<Node>(content ?? {})) {
    const schemaPointer = `${pointer}/content/${segment(type)}/schema`;
    if (media.example !== undefined) yield { where, schemaPointer, value: media.example };
    for (const [name, example] of Object.entries<Node>(media.examples ?? {})) {
      yield { where: `${where} ${name}`, schemaPointer, value: follow(document, example, '').node.value };
    }
  }
}

export function* examplesOf(document: Node): Generator<Example> {
  for (const { kind, name, method, pathItem, operation, pointer } of operations(document)) {
    const label = kind === 'paths' ? `${method.toUpperCase()} ${name}` : `notification ${name}`;
    const itemPointer = pointer.slice(0, pointer.lastIndexOf('/'));
    const parameters = [
      ...(pathItem.parameters ?? []).map((p: Node, i: number) => follow(document, p, `${itemPointer}/parameters/${i}`)),
      ...(operation.parameters ?? []).map((p: Node, i: number) => follow(document, p, `${pointer}/parameters/${i}`)),
    ];
    for (const { node, pointer: at } of parameters) {
      if (node.example !== undefined)
        yield { where: `${label} parameter ${node.name}`, schemaPointer: `${at}/schema`, value: node.example };
    }
    if (operation.requestBody) {
      const body = follow(document, operation.requestBody, `${pointer}/requestBody`);
      yield* mediaExamples(document, body.node.content, body.pointer, `${label} request`);
    }
    for (const [status, response] of Object.entries<Node>(operation.responses ?? {})) {
      const answer = follow(document, response, `${pointer}/responses/${status}`);
      yield* mediaExamples(document, answer.node.content, answer.pointer, `${label} ${status}`);
    }
  }
}

/** The schema and every schema it is composed of ($ref, allOf, anyOf, oneOf, then, else), flattened. */
function parts(document: Node, schema: Node): Node[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = follow(document, schema, '').node;
  const nested = [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? []), node.then, node.else];
  return [node, ...nested.flatMap((part) => parts(document, part))];
}

/**
 * Paths of object members that no schema at that place declares. An object whose schemas declare no properties at
 * all, or allow additional ones explicitly, is open and not checked.
 */
export function undeclaredFields(document: Node, schema: Node, value: unknown, path = ''): string[] {
  const schemas = parts(document, schema);
  if (Array.isArray(value)) {
    const items = schemas.flatMap((s) => [s.items, ...(s.prefixItems ?? [])]).filter(Boolean);
    return items.length
      ? value.flatMap((item, i) => undeclaredFields(document, { anyOf: items }, item, `${path}/${i}`))
      : [];
  }
  if (!value || typeof value !== 'object') return [];
  const declaring = schemas.filter((s) => s.properties);
  const open =
    declaring.length === 0 ||
    schemas.some((s) => s.additionalProperties === true || typeof s.additionalProperties === 'object');
  return Object.entries(value).flatMap(([key, member]) => {
    const memberSchemas = declaring.map((s) => s.properties[key]).filter(Boolean);
    if (memberSchemas.length === 0) return open ? [] : [`${path}/${key}`];
    return undeclaredFields(document, { anyOf: memberSchemas }, member, `${path}/${key}`);
  });
}
