// @payments-contract/client/response-check: the opt-in response check (issue 30: a 200 of the wrong shape was returned
// as typed data). Each success is checked against the spec by the validators the caller passes:
// `createPaymentsClient({ …, validateResponses: responseCheck('throw', validators) })`. An entry of its own, so that a
// client without the check carries none of it. The client does not import @payments-contract/validators itself:
// that package depends on this one (a cycle), and a bundler would then carry every operation's validator into each
// client, checked or not. Passing the module lets a caller pass a smaller set (one operation's module wrapped, or a
// test double).
import { ConfigurationError, ResponseRefusedError } from './errors.js';
import type { Log } from './log.js';

/** 'warn' logs what breaks the spec (at warn level) and hands the response back; 'throw' throws ResponseRefusedError. */
export type ResponseCheckMode = 'warn' | 'throw';

/** What a check of one response gives: the issues when it is not ok. */
export interface ResponseVerdict {
  ok: boolean;
  errors?: readonly { path: string; message: string }[];
}

/** @payments-contract/validators' shape: `validateResponse('GET /single/{id}', 200, body)`. */
export interface ResponseValidators {
  validateResponse(key: string, status: number, body: unknown): ResponseVerdict;
}

/**
 * The shape `payments-contract generate` writes for any spec: the registry module (`validators/registry.mjs`), every
 * operation's module by "METHOD /path", each with `validateResponse(status, body)`.
 */
export interface OperationRegistry {
  readonly operations: { readonly [key: string]: { validateResponse(status: number, body: unknown): ResponseVerdict } };
}

/**
 * What the check needs: @payments-contract/validators (`import * as validators from '@payments-contract/validators'`),
 * or the registry generated for another spec (`import * as validators from './generated/validators/registry.mjs'`),
 * passed as they are, with no adapter or cast.
 */
export type ResponseCheckValidators = ResponseValidators | OperationRegistry;

/** A success as the client hands it to the check: the call, the status and the parsed body. */
export interface CheckedResponse {
  method: string;
  path: string;
  status: number;
  data: unknown;
}

/** What `validateResponses` takes: throws, or logs through `log`, when a response breaks the spec. */
export type ResponseCheck = (response: CheckedResponse, log: Log | undefined) => void;

/** A console line for 'warn' when the client has no logger: the caller asked to hear of drift. */
const consoleLog: Log = (_level, fields, message) => console.warn(JSON.stringify({ msg: message, ...fields }));

/** The one-call shape of either module: the registry's operations looked up by "METHOD /path". */
function responseValidator(validators: ResponseCheckValidators): ResponseValidators['validateResponse'] | undefined {
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

function issuesOf(validate: ResponseValidators['validateResponse'], { method, path, status, data }: CheckedResponse) {
  try {
    const result = validate(`${method} ${path}`, status, data);
    return result.ok ? [] : (result.errors ?? []);
  } catch (cause) {
    // An operation or status the spec does not declare: that too is a response the spec does not describe.
    return [{ path: '/', message: cause instanceof Error ? cause.message : String(cause) }];
  }
}

/**
 * The check of each success's `data` against the spec; error responses are read leniently by describeError. Only the
 * parsed response is checked, never the request, and the issues name fields and rules, not values.
 */
export function responseCheck(mode: ResponseCheckMode, validators: ResponseCheckValidators): ResponseCheck {
  if (mode !== 'warn' && mode !== 'throw')
    throw new ConfigurationError('validateResponses', "must be 'warn' or 'throw'");
  const validate = responseValidator(validators);
  if (!validate) {
    throw new ConfigurationError(
      'validators',
      "is required by responseCheck: pass `import * as validators from '@payments-contract/validators'` (or a generated `validators/registry.mjs`)",
    );
  }
  return (response, log) => {
    const issues = issuesOf(validate, response);
    if (issues.length === 0) return;
    const { method, path, status } = response;
    if (mode === 'throw') {
      throw new ResponseRefusedError(method, path, status, 'invalid', 'a body the spec does not allow', {
        issues: [...issues],
      });
    }
    (log ?? consoleLog)('warn', { method, path, status, issues }, 'response breaks the spec');
  };
}
