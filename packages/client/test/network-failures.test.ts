// Which thrown errors are "no response was received" (Errors rule 6: "resend if no response was received"), to be
// retried, and which are local mistakes, thrown as themselves: each runtime's words for a lost connection.
import { describe, expect, it } from 'vitest';
import { isNetworkFailure } from '../src/failures.js';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isNetworkFailure', () => {
  it.each([
    ["undici's fetch failed", new TypeError('fetch failed')],
    ['a body cut mid-way (undici)', new TypeError('terminated')],
    ['Chromium', new TypeError('Failed to fetch')],
    ['Chromium, with the address', new TypeError('Failed to fetch (sandbox.payments.example)')],
    ['Firefox', new TypeError('NetworkError when attempting to fetch resource.')],
    ['Safari', new TypeError('Load failed')],
    ['Deno', new TypeError('error sending request for url (https://sandbox.payments.example/2.0/single)')],
    ['undici, the other side closed', new Error('other side closed')],
    ['a closed connection', new Error('The connection was closed')],
    ['a reset connection', new Error('Connection reset by peer')],
    ['a refused connection', new Error('connection refused')],
    ['Bun', new Error('The socket connection was closed unexpectedly. For more information, pass `verbose: true`')],
    ...['ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'].map(
      (code) => [`the code ${code}`, coded(code)] as const,
    ),
    ...['ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_SOCKET', 'ConnectionRefused', 'FailedToOpenSocket'].map(
      (code) => [`the code ${code}`, coded(code)] as const,
    ),
    ['a code on the cause', Object.assign(new TypeError('fetch failed?'), { cause: coded('ECONNRESET') })],
    ['a plain object with a code', { code: 'ECONNRESET' }],
  ] as [string, unknown][])('%s is no answer', (_name, error) => {
    expect(isNetworkFailure(error)).toBe(true);
  });

  it.each([
    ['a TypeError of a bad argument', new TypeError('Illegal invocation')],
    ['a message that only contains a network phrase', new TypeError('my fetch failed')],
    ['a message that goes on after one', new TypeError('terminated early by the caller')],
    ...[
      'fetch failed: my own wrapper',
      'the worker was terminated',
      'config: Failed to fetch the settings',
      'app: NetworkError when attempting to fetch resource map',
      'Image Load failed',
      'log: error sending request to the queue',
      'the other side closed',
      'other side closed its file',
    ].map((message) => [`"${message}"`, new Error(message)] as const),
    ['"Load failed" with more after it', new Error('Load failed to parse')],
    ['another code', coded('ERR_INVALID_ARG_TYPE')],
    ['a code that only contains a network one', coded('XECONNRESET')],
    ['a network code with more after it', coded('ECONNRESETX')],
    ['a code that is not a string', Object.assign(new Error('x'), { code: 104 })],
    ['an abort', new DOMException('This operation was aborted', 'AbortError')],
    ['a string', 'fetch failed'],
    ['null', null],
    ['undefined', undefined],
  ] as [string, unknown][])('%s is a local mistake', (_name, error) => {
    expect(isNetworkFailure(error)).toBe(false);
  });
});
