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

/** What a check of one answer gives: the issues when it is not ok. */
export interface AnswerVerdict {
  ok: boolean;
  errors?: readonly { path: string; message: string }[];
}

/** @payments-contract/validators' shape: `validateResponse('GET /single/{id}', 200, body)`. */
export interface ResponseValidators {
  validateResponse(key: string, status: number, body: unknown): AnswerVerdict;
}

/**
 * The shape `payments-contract generate` writes for any spec: the registry module (`validators/registry.mjs`), every
 * operation's module by "METHOD /path", each with `validateResponse(status, body)`.
 */
export interface OperationRegistry {
  readonly operations: { readonly [key: string]: { validateResponse(status: number, body: unknown): AnswerVerdict } };
}

/**
 * What the check needs: @payments-contract/validators (`import * as validators from '@payments-contract/validators'`),
 * or the registry generated for another spec (`import * as validators from './generated/validators/registry.mjs'`),
 * passed as they are, with no adapter or cast.
 */
export type AnswerValidators = ResponseValidators | OperationRegistry;

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

/** The one-call shape of either module: the registry's operations looked up by "METHOD /path". */
function responseValidator(validators: AnswerValidators): ResponseValidators['validateResponse'] | undefined {
  if (typeof (validators as ResponseValidators | undefined)?.validateResponse === 'function')
    return (key, status, body) => (validators as ResponseValidators).validateResponse(key, status, body);
  const operations = (validators as OperationRegistry | undefined)?.operations;
  if (!operations || typeof operations !== 'object') return undefined;
  return (key, status, body) => {
    const operation = Object.hasOwn(operations, key) ? operations[key] : undefined;
    if (!operation) throw new TypeError(`No operation '${key}' in the validators' spec (expected "METHOD /path").`);
    return operation.validateResponse(status, body);
  };
}

function issuesOf(validate: ResponseValidators['validateResponse'], { method, path, status, data }: CheckedAnswer) {
  try {
    const result = validate(`${method} ${path}`, status, data);
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
  const validate = responseValidator(validators);
  if (!validate) {
    throw new ConfigurationError(
      'validators',
      "is required by answerCheck: pass `import * as validators from '@payments-contract/validators'` (or a generated `validators/registry.mjs`)",
    );
  }
  return (answer, log) => {
    const issues = issuesOf(validate, answer);
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
