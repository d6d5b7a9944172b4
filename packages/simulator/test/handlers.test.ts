// The handler registry is held to the spec: its keys are the spec's operationIds, no more and no fewer, and a
// missing or an extra one is named in the failure (an operation added to the spec without a handler, or a helper
// function registered as one).
import { operationsOf } from '@payments-contract/openapi-vocabulary';
import { describe, expect, it } from 'vitest';
import { handlerOf, handlers } from '../src/handlers.js';
import { spec } from '../src/spec.js';

const STEP = 'CONTRIBUTING.md › Adding an operation, step 7';
const operationIds = [...operationsOf(spec)].map(({ operation }) => String(operation.operationId));

/** What differs between a registry's keys and the spec's operationIds, each named. */
function registryProblems(keys: string[], ids: string[]) {
  return [
    ...ids
      .filter((id) => !keys.includes(id))
      .map((id) => `operation ${id} has no handler in src/handlers.js (${STEP})`),
    ...keys
      .filter((key) => !ids.includes(key))
      .map((key) => `src/handlers.js registers ${key}, not an operationId of the spec`),
  ];
}

describe('the handler registry', () => {
  it("has exactly the spec's operationIds as keys, each a function", () => {
    expect(registryProblems(Object.keys(handlers), operationIds)).toEqual([]);
    for (const id of operationIds) expect(typeof handlers[id], id).toBe('function');
  });

  it('names a missing and an extra key', () => {
    const keys = Object.keys(handlers).filter((key) => key !== 'getCapture');
    expect(registryProblems([...keys, 'captureSingle'], operationIds)).toEqual([
      `operation getCapture has no handler in src/handlers.js (${STEP})`,
      'src/handlers.js registers captureSingle, not an operationId of the spec',
    ]);
  });

  it('finds no handler for an operationId it lacks, nor for an inherited name', () => {
    expect(handlerOf('getChargeback')).toBeUndefined();
    expect(handlerOf('toString')).toBeUndefined();
    expect(handlerOf('ping')).toBe(handlers.ping);
  });
});
