// @ts-check
// The mock's own answers, in the error envelope (Errors rule 2) and with the CORS headers Prism puts on its
// answers, so that a browser reads the mock's refusals and replays too.
import { STATUS_CODES } from 'node:http';
import { refusal } from '@payments-contract/simulator/front';

/** @param {string} origin the request's Origin, echoed as Prism does */
const cors = (origin) => ({
  'access-control-allow-origin': origin,
  'access-control-allow-credentials': 'true',
  'access-control-allow-headers': '*',
  'access-control-expose-headers': '*',
});

/**
 * @param {import('node:http').ServerResponse} outgoing @param {import('@payments-contract/simulator/front').Answer} answer
 * @param {string} origin @param {{ close?: boolean }} [options] close: end the connection after the answer (the
 * rest of the request is not read)
 */
export function send(outgoing, answer, origin, { close = false } = {}) {
  const headers = { ...cors(origin), ...answer.headers, 'content-type': 'application/json' };
  outgoing.writeHead(answer.status, close ? { ...headers, connection: 'close' } : headers);
  outgoing.end(JSON.stringify(answer.body));
}

/**
 * An answer written straight to the socket, for what never reaches a handler: a request the HTTP parser refuses
 * (node's own answer is a bare 400 without the envelope) and CONNECT.
 * @param {import('node:stream').Duplex} socket @param {number} status @param {string} message
 */
export function sendRaw(socket, status, message) {
  if (!socket.writable) return void socket.destroy();
  const answer = refusal(status, [message]);
  const body = JSON.stringify(answer.body);
  const headers = { ...cors('*'), ...answer.headers, 'content-type': 'application/json', connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
