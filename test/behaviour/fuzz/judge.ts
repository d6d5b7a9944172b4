// What is wrong with one fuzzed answer, by the interface's rules: an undeclared status (Errors rule 4 and the
// per-operation lists, as the spec declares them), a 5xx ("an error on the service side (rare)"), a body outside its
// schema, a 4xx outside the error envelope (Errors rule 2) or not naming the field it refuses (Errors rule 3), or a
// broken request accepted. Empty when nothing is wrong.
import { validateResponse } from '@payments-contract/validators';
import type { FuzzRequest } from './requests.js';

export type Finding =
  | 'undeclared status'
  | '5xx'
  | 'schema'
  | 'not the error envelope'
  | 'field not named'
  | 'broken request accepted';

export function judge(request: FuzzRequest, status: number, body: unknown): Finding[] {
  const findings: Finding[] = [];
  const { operation } = request;
  if (status >= 500) findings.push('5xx');
  if (!operation.statuses.includes(String(status))) findings.push('undeclared status');
  else if (body !== undefined) {
    const result = validateResponse(operation.key as never, status, body) as { ok: boolean };
    if (!result.ok) findings.push('schema');
  }
  if (status >= 400 && status < 500) {
    const envelope = body as { status?: unknown; message?: unknown } | undefined;
    const message = envelope?.message;
    const text = Array.isArray(message) ? message.join(' ') : typeof message === 'string' ? message : undefined;
    if (envelope?.status !== 'error' || text === undefined) findings.push('not the error envelope');
    else if (request.field && status !== 403 && !text.toLowerCase().includes(request.field.toLowerCase()))
      findings.push('field not named');
  }
  if (status < 300 && request.mutation !== 'none' && request.mutation !== 'over-long')
    findings.push('broken request accepted');
  return findings;
}
