// The prose rules the spec carries as structure rather than as a refusal: each Customer limit on every customer a
// request takes, the page-size maximums marked as the interface's or as our choice, the 30-day span stated once.
// A title's [id] is the rule's id in the behaviour-contract catalogue.
import { beforeAll, describe, expect, it } from 'vitest';
import { follow, freshBundle, type Node, operations } from '../helpers/spec.js';

describe('rules the spec states once, where the interface states them', () => {
  let document: Node;
  beforeAll(async () => {
    document = (await freshBundle()).document;
  });

  // The Customer table's limits: "name 255, email 70, phone 15, phone_indicative 5, fiscal_number 20, key 255".
  const CUSTOMER_LIMITS = { name: 255, email: 70, phone: 15, phone_indicative: 5, fiscal_number: 20, key: 255 };
  /** Each declared field's tightest maxLength over a customer schema and its allOf parts, and whether it is open. */
  const customerFields = (schema: Node, limits: Record<string, number> = {}) => {
    const { node } = follow(document, schema, '');
    for (const [name, field] of Object.entries<Node>(node.properties ?? {})) {
      const max = follow(document, field, '').node.maxLength ?? Number.POSITIVE_INFINITY;
      limits[name] = Math.min(limits[name] ?? Number.POSITIVE_INFINITY, max);
    }
    for (const part of node.allOf ?? []) customerFields(part, limits);
    return { limits, open: node.additionalProperties === true };
  };

  it('limits every customer field of every request body as the Customer table does [limits.customer-name-max-255] [limits.customer-email-max-70] [limits.customer-phone-max-15] [limits.customer-phone-indicative-max-5] [limits.customer-fiscal-number-max-20]', () => {
    const problems: string[] = [];
    const checked: string[] = [];
    for (const { name, method, operation } of operations(document)) {
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const customer = body && follow(document, body, '').node.properties?.customer;
      if (!customer) continue;
      checked.push(`${method.toUpperCase()} ${name}`);
      const { limits, open } = customerFields(customer);
      for (const [field, want] of Object.entries(CUSTOMER_LIMITS)) {
        if (!(field in limits) && !open) continue; // a closed customer refuses the field altogether
        if (limits[field] !== want)
          problems.push(`${method} ${name} customer.${field}: ${limits[field]}, want ${want}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toEqual(expect.arrayContaining(['POST /single', 'POST /frequent', 'POST /checkout', 'POST /link']));
  });

  it("says the page-size maximum is the interface's for GET /capture and GET /frequent only [limits.capture-page-size-max-100] [limits.frequent-page-size-max-100]", () => {
    const provenance: Record<string, string> = {};
    for (const { name, method, operation } of operations(document))
      for (const parameter of operation.parameters ?? []) {
        const { node } = follow(document, parameter, '');
        if (node.name !== 'limit' && node.name !== 'records_per_page') continue;
        expect(node.schema.maximum).toBe(100);
        provenance[`${method.toUpperCase()} ${name}`] = node['x-provenance'];
      }
    expect(Object.keys(provenance).length).toBeGreaterThanOrEqual(10);
    const fromInterface = Object.keys(provenance).filter((key) => provenance[key] === 'interface');
    expect(fromInterface.sort()).toEqual(['GET /capture', 'GET /frequent']);
    expect(
      Object.values(provenance)
        .filter((value) => value !== 'interface')
        .every((value) => value === 'open'),
    ).toBe(true);
  });

  it('states the 30-day interval span in one place, x-formats [limits.interval-span-30-days]', () => {
    const text = JSON.stringify(document);
    expect(document['x-formats']['interval-filter'].maxSpanDays).toBe(30);
    expect(text.match(/"(x-max-span-days|maxSpanDays)"/g)).toEqual(['"maxSpanDays"']);
  });
});
