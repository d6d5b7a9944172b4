// @ts-check
// Answers written straight to the socket, for what never reaches the request handler: a request node's HTTP parser
// refuses (its own answer is a bare 400 or 431 outside the error envelope) and CONNECT.
import { STATUS_CODES } from 'node:http';
import { refusal } from './answers.js';

/** @type {Record<string, [number, string]>} */
const KNOWN = {
  HPE_HEADER_OVERFLOW: [431, 'request headers are over the size node accepts (16 KiB by default)'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request was not received in time'],
};

/** The status and message for a parser error. @param {NodeJS.ErrnoException} error @returns {[number, string]} */
export function parserRefusal(error) {
  const [status, problem] = KNOWN[error.code ?? ''] ?? [400, 'request is not valid HTTP'];
  return [status, `${problem} (${error.code ?? 'parse error'})`];
}

/** @param {import('node:stream').Duplex} socket @param {number} status @param {string} message */
export function sendRaw(socket, status, message) {
  if (!socket.writable) return void socket.destroy();
  const answer = refusal(status, [message]);
  const body = JSON.stringify(answer.body);
  const headers = { ...answer.headers, 'content-type': 'application/json', connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
