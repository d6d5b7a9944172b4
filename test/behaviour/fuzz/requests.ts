// Requests to every operation of the spec, valid by its schemas or broken in one named way (a mutation): a missing
// required field, a wrong type, an over-long string, a path id that is not a uuid, a bad query value, an unknown
// query parameter, malformed JSON, a content type other than JSON. Each request says which field it broke, so the
// answer can be checked for naming it (Errors rule 3: "incorrect or insufficient information").
import { operationsOf } from '@payments-contract/openapi-vocabulary';
import fc from 'fast-check';
import { type Schema, schemaArbitrary } from './schema-arbitrary.js';

export type Operation = {
  key: string;
  method: string;
  template: string;
  statuses: string[];
  path: Schema[];
  query: Schema[];
  body?: Schema;
};
export type Mutation =
  | 'none'
  | 'missing-field'
  | 'wrong-type'
  | 'over-long'
  | 'bad-uuid'
  | 'bad-query'
  | 'unknown-query'
  | 'bad-json'
  | 'wrong-content-type';
export type FuzzRequest = {
  operation: Operation;
  mutation: Mutation;
  field?: string | undefined;
  path: string;
  query: Record<string, string>;
  body?: string;
  contentType: string;
};

export function readOperations(spec: Schema): Operation[] {
  const { resolve } = schemaArbitrary(spec);
  const operations: Operation[] = [];
  for (const { method, path: template, pathItem, operation: op } of operationsOf(spec)) {
    const parameters = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map(resolve);
    const body = op.requestBody && resolve(op.requestBody).content?.['application/json']?.schema;
    operations.push({
      key: `${method.toUpperCase()} ${template}`,
      method: method.toUpperCase(),
      template,
      statuses: Object.keys(op.responses ?? {}),
      path: parameters.filter((p) => p.in === 'path'),
      query: parameters.filter((p) => p.in === 'query'),
      ...(body ? { body } : {}),
    });
  }
  return operations;
}

const WRONG_TYPES: Record<string, unknown> = { string: 12345, number: 'twelve', integer: 'twelve', boolean: 'yes' };

export function requestArbitrary(
  spec: Schema,
  operations: Operation[],
  known: string[] = [],
): fc.Arbitrary<FuzzRequest> {
  const { arbitrary, resolve } = schemaArbitrary(spec);
  const one = (operation: Operation) =>
    fc
      .record({
        ids: fc.array(known.length ? fc.oneof(fc.uuid(), fc.constantFrom(...known)) : fc.uuid(), {
          minLength: 2,
          maxLength: 2,
        }),
        query: fc.record(Object.fromEntries(operation.query.map((p) => [p.name, arbitrary(p.schema).map(String)])), {
          requiredKeys: [],
        }),
        body: operation.body ? arbitrary(operation.body) : fc.constant(undefined),
        mutation: fc.constantFrom<Mutation>(
          'none',
          'none',
          'missing-field',
          'wrong-type',
          'over-long',
          'bad-uuid',
          'bad-query',
          'unknown-query',
          'bad-json',
          'wrong-content-type',
        ),
        pick: fc.nat(),
      })
      .map(({ ids, query, body, mutation, pick }) => {
        const request: FuzzRequest = { operation, mutation, path: '', query, contentType: 'application/json' };
        const values = [...ids];
        const pathIds = operation.path.map((p) => p.name);
        let path = operation.template.replace(/\{([^}]+)\}/g, () => values.shift() ?? '');
        const object: Record<string, unknown> | undefined =
          body && typeof body === 'object' && !Array.isArray(body)
            ? { ...(body as Record<string, unknown>) }
            : undefined;
        const properties: Record<string, Schema> = operation.body ? (resolve(operation.body).properties ?? {}) : {};
        const names = Object.keys(properties);
        const constrained = operation.query
          .filter(({ schema: q = {} }) => q.type !== 'string' || q.format || q.enum || q.pattern)
          .map((p) => p.name);
        const at = <T>(list: T[]) => list[pick % list.length];
        if (mutation === 'missing-field' && object) {
          const required: string[] = resolve(operation.body).required ?? [];
          request.field = at(required);
          if (request.field) delete object[request.field];
        } else if (mutation === 'wrong-type' && object && names.length) {
          const field = at(names) as string;
          const type = resolve(properties[field])?.type;
          request.field = field;
          object[field] = WRONG_TYPES[type] ?? 12345;
        } else if (mutation === 'over-long' && object) {
          const field = at(names.filter((n) => resolve(properties[n])?.maxLength));
          if (field) {
            request.field = field;
            object[field] = 'x'.repeat(resolve(properties[field]).maxLength + 1);
          }
        } else if (mutation === 'bad-uuid' && pathIds.length) {
          request.field = at(pathIds);
          path = operation.template.replace(/\{([^}]+)\}/g, (_, name) =>
            name === request.field ? 'not-a-uuid' : (ids[0] ?? ''),
          );
        } else if (mutation === 'bad-query' && constrained.length) {
          // only a parameter whose schema limits its values (a free string takes any text)
          request.field = at(constrained);
          if (request.field) request.query = { ...query, [request.field]: 'not%a value(' };
        } else if (mutation === 'unknown-query') {
          request.field = 'unexpected_parameter';
          request.query = { ...query, unexpected_parameter: '1' };
        } else if (mutation === 'bad-json' && operation.body) {
          request.field = 'JSON';
          request.body = '{"value": 1,';
        } else if (mutation === 'wrong-content-type' && operation.body) {
          request.field = 'content-type';
          request.contentType = 'text/plain';
        }
        if (!request.field) request.mutation = 'none';
        request.path = path;
        if (request.body === undefined && operation.body) request.body = JSON.stringify(object ?? body);
        return request;
      });
  return fc.constantFrom(...operations).chain(one);
}
