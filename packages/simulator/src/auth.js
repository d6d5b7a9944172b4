// @ts-check
// The four authentication failures (Authentication rules 3 and 6), checked before anything else, so a request that
// fails them is outside idempotency (rule 7). Accounts are the simulator's own (see the guide for the defaults).
import { authenticationRefusal } from './answers.js';

/** @typedef {{ apiKey: string, blocked?: boolean, scopes?: string[], publicKey?: string | import('node:crypto').KeyObject }} Account */

/**
 * The scopes an operation needs are the spec's `x-required-scopes` (the interface names only `capture:read`).
 * @param {Record<string, Account>} accounts @param {Headers} headers @param {{ scopes: string[] }} route
 * @returns {{ ok: true, accountId: string, account: Account } | { ok: false, refusal: import('./answers.js').Answer }}
 */
export function authenticate(accounts, headers, route) {
  const accountId = headers.get('accountid');
  const apiKey = headers.get('apikey');
  if (!accountId || !apiKey) return { ok: false, refusal: authenticationRefusal('missing') };
  const account = Object.hasOwn(accounts, accountId) ? accounts[accountId] : undefined;
  if (!account || account.apiKey !== apiKey) return { ok: false, refusal: authenticationRefusal('invalid') };
  if (account.blocked) return { ok: false, refusal: authenticationRefusal('blocked') };
  const scopes = account.scopes;
  if (scopes && route.scopes.some((scope) => !scopes.includes(scope)))
    return { ok: false, refusal: authenticationRefusal('permission') };
  return { ok: true, accountId, account };
}
