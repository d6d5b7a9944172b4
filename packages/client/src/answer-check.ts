// The opt-in answer check (issue 30: a 200 of the wrong shape was returned as typed data): each success is checked
// against the spec by the validators the caller passes. The client does not import @payments-contract/validators
// itself: that package depends on this one (a cycle), and a bundler would then carry every operation's validator
// into each client, checked or not. Passing the module keeps the default bundle as small as before and lets a
// caller pass a smaller set (one operation's module wrapped, or a test double).
import { AnswerRefusedError } from './errors.js';
import type { Log } from './logging.js';

/** 'warn' logs what breaks the spec (at warn level) and hands the answer back; 'throw' throws AnswerRefusedError. */
export type AnswerCheck = 'warn' | 'throw';

/** What the check needs of @payments-contract/validators: `validateResponse('GET /single/{id}', 200, body)`. */
export interface AnswerValidators {
  validateResponse(
    key: string,
    status: number,
    body: unknown,
  ): { ok: boolean; errors?: readonly { path: string; message: string }[] };
}

interface Answered {
  data?: unknown;
  response: Response;
}

/** A console line for 'warn' when the client has no logger: the caller asked to hear of drift. */
const consoleLog: Log = (_level, fields, message) => console.warn(JSON.stringify({ msg: message, ...fields }));

/**
 * Checks a success's `data` against the spec; error answers are read leniently by describeError. Only the parsed
 * answer is checked, never the request, and the issues name fields and rules, not values.
 */
export function answerChecker(mode: AnswerCheck, validators: AnswerValidators, log: Log | undefined) {
  return <T extends Answered>(method: string, path: string, answered: T): T => {
    const { data, response } = answered;
    if (!response.ok || data === undefined) return answered;
    let issues: readonly { path: string; message: string }[];
    try {
      const result = validators.validateResponse(`${method} ${path}`, response.status, data);
      issues = result.ok ? [] : (result.errors ?? []);
    } catch (cause) {
      // An operation or status the spec does not declare: that too is an answer the spec does not describe.
      issues = [{ path: '/', message: cause instanceof Error ? cause.message : String(cause) }];
    }
    if (issues.length === 0) return answered;
    if (mode === 'throw') {
      throw new AnswerRefusedError(method, path, response.status, 'invalid', 'a body the spec does not allow', {
        issues: [...issues],
      });
    }
    (log ?? consoleLog)('warn', { method, path, status: response.status, issues }, 'answer breaks the spec');
    return answered;
  };
}
