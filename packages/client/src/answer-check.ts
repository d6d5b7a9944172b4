// @payments-contract/client/answer-check: the opt-in answer check (issue 30: a 200 of the wrong shape was returned as
// typed data). Each success is checked against the spec by the validators the caller passes:
// `createPaymentsClient({ …, validateAnswers: answerCheck('throw', validators) })`. An entry of its own, so that a
// client without the check carries none of it. The client does not import @payments-contract/validators itself:
// that package depends on this one (a cycle), and a bundler would then carry every operation's validator into each
// client, checked or not. Passing the module lets a caller pass a smaller set (one operation's module wrapped, or a
// test double).
import { AnswerRefusedError, ConfigurationError } from './errors.js';
import type { Log } from './log.js';

/** 'warn' logs what breaks the spec (at warn level) and hands the answer back; 'throw' throws AnswerRefusedError. */
export type AnswerCheckMode = 'warn' | 'throw';

/** What the check needs of @payments-contract/validators: `validateResponse('GET /single/{id}', 200, body)`. */
export interface AnswerValidators {
  validateResponse(
    key: string,
    status: number,
    body: unknown,
  ): { ok: boolean; errors?: readonly { path: string; message: string }[] };
}

/** A success as the client hands it to the check: the call, the status and the parsed body. */
export interface CheckedAnswer {
  method: string;
  path: string;
  status: number;
  data: unknown;
}

/** What `validateAnswers` takes: throws, or logs through `log`, when an answer breaks the spec. */
export type AnswerCheck = (answer: CheckedAnswer, log: Log | undefined) => void;

/** A console line for 'warn' when the client has no logger: the caller asked to hear of drift. */
const consoleLog: Log = (_level, fields, message) => console.warn(JSON.stringify({ msg: message, ...fields }));

function issuesOf(validators: AnswerValidators, { method, path, status, data }: CheckedAnswer) {
  try {
    const result = validators.validateResponse(`${method} ${path}`, status, data);
    return result.ok ? [] : (result.errors ?? []);
  } catch (cause) {
    // An operation or status the spec does not declare: that too is an answer the spec does not describe.
    return [{ path: '/', message: cause instanceof Error ? cause.message : String(cause) }];
  }
}

/**
 * The check of each success's `data` against the spec; error answers are read leniently by describeError. Only the
 * parsed answer is checked, never the request, and the issues name fields and rules, not values.
 */
export function answerCheck(mode: AnswerCheckMode, validators: AnswerValidators): AnswerCheck {
  if (mode !== 'warn' && mode !== 'throw') throw new ConfigurationError('validateAnswers', "must be 'warn' or 'throw'");
  if (typeof validators?.validateResponse !== 'function') {
    throw new ConfigurationError(
      'validators',
      "is required by answerCheck: pass `import * as validators from '@payments-contract/validators'`",
    );
  }
  return (answer, log) => {
    const issues = issuesOf(validators, answer);
    if (issues.length === 0) return;
    const { method, path, status } = answer;
    if (mode === 'throw') {
      throw new AnswerRefusedError(method, path, status, 'invalid', 'a body the spec does not allow', {
        issues: [...issues],
      });
    }
    (log ?? consoleLog)('warn', { method, path, status, issues }, 'answer breaks the spec');
  };
}
