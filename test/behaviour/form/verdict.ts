// Given a validator's result, the verdict a form table compares: `accepted` (with no warning at all), `refused` when
// an error names the field's path, `warned` when a tolerant check (answers, callbacks) flags the value at that path
// as drift, and otherwise what happened, so that a refusal for the wrong field never passes as the right one.
import { type Result, validateParameters, validateRequest, validateResponse } from '@payments-contract/validators';

export type Verdict = 'accepted' | 'refused' | 'warned';

const listed = (issues: { path: string; message: string }[]) => issues.map((i) => `${i.path} ${i.message}`).join('; ');

export function verdict(result: Result<unknown>, path: string): string {
  if (result.ok) {
    if (result.warnings.length === 0) return 'accepted';
    const here = result.warnings.length === 1 && result.warnings[0]?.path === path;
    return here ? 'warned' : `accepted with warnings: ${listed(result.warnings)}`;
  }
  return result.errors.some((error) => error.path === path && error.message.includes(path.split('/').pop() ?? ''))
    ? 'refused'
    : `refused elsewhere: ${listed(result.errors)}`;
}

/** A string of `length` characters, and rows for it at the limit and one past it. */
export const text = (length: number) => 'k'.repeat(length);
export const atAndPast = (max: number): [number, Verdict][] => [
  [max, 'accepted'],
  [max + 1, 'refused'],
];

type Body = Record<string, unknown>;
type RequestKey = Parameters<typeof validateRequest>[0];
/** A request body valid but for the value under test, placed by `place`. */
export interface Context {
  operation: RequestKey;
  place: (value: unknown) => Body;
}

export const request = (operation: RequestKey, body: unknown) => validateRequest(operation, body);
export const query = (operation: Parameters<typeof validateParameters>[0], values: Body) =>
  validateParameters(operation, 'query' as never, values);
export const headers = (operation: Parameters<typeof validateParameters>[0], values: Body) =>
  validateParameters(operation, 'header' as never, values);
export const pathParameters = (operation: Parameters<typeof validateParameters>[0], values: Body) =>
  validateParameters(operation, 'path' as never, values);
export const answer = (operation: Parameters<typeof validateResponse>[0], status: number, body: unknown) =>
  validateResponse(operation, status as never, body);
