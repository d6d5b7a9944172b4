// @ts-check
// A good guest on a sandbox (issue 31): a run with writes may PATCH /config ("Set the account URLs for event
// notifications"), which would leave the account's notifications going to the run's addresses and cut off the
// user's own receiver. So the account's config is read before the run and put back after it, whatever the run did
// (a failed step included). The fields put back are those PATCH /config takes (the spec's ConfigUpdateRequest);
// a field the account did not have cannot be taken away by a PATCH, so one the run added is named, not hidden.
// Credentials go only to the service's own origin, and a redirect is not followed.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

const spec = createRequire(import.meta.url)('@payments-contract/spec/openapi.json');
/** The fields PATCH /config sets, read from the spec. */
export const CONFIG_FIELDS = Object.keys(spec.components.schemas.ConfigUpdateRequest.properties ?? {});

/**
 * Reads the account's config now, and returns how to put it back.
 * @param {{ baseUrl: string, credentials: { accountId: string, apiKey: string }, fetch?: typeof globalThis.fetch }} options
 * @returns {Promise<{ saved: Record<string, string>, restore: () => Promise<{ differs: string[] }> }>}
 *   `restore` PATCHes the saved values back and names the fields that still differ afterwards
 */
export async function saveConfig({ baseUrl, credentials, fetch: send = globalThis.fetch }) {
  const url = `${baseUrl.replace(/\/$/, '')}/config`;
  const headers = { AccountId: credentials.accountId, ApiKey: credentials.apiKey };
  const read = async () => {
    const answer = await send(url, { headers, redirect: 'manual' });
    if (answer.status !== 200)
      throw new Error(
        `GET /config answered ${answer.status}: a run with writes reads the account's config first, to put back the notification URLs it may change; nothing was run`,
      );
    const body = /** @type {Record<string, unknown>} */ (await answer.json());
    return Object.fromEntries(
      CONFIG_FIELDS.filter((field) => typeof body[field] === 'string').map((field) => [field, String(body[field])]),
    );
  };
  const saved = await read();
  return {
    saved,
    restore: async () => {
      const answer = await send(url, {
        method: 'PATCH',
        headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify(saved),
        redirect: 'manual',
      });
      if (answer.status !== 200)
        throw new Error(
          `PATCH /config answered ${answer.status}: the account's notification URLs could not be put back (${CONFIG_FIELDS.join(', ')})`,
        );
      const now = await read();
      return { differs: CONFIG_FIELDS.filter((field) => now[field] !== saved[field]) };
    },
  };
}
