// @ts-check
// `payments-contract notify`: posts one of the spec's notification examples to a merchant's endpoint, so that a
// merchant can test a handler locally.
import { UsageError } from '@payments-contract/openapi-vocabulary';
import { readSpec } from './generate.js';

// The project's one UsageError (docs/maintainers/words.md), re-exported for generators/cli.js.
export { UsageError };

const KINDS = ['generic', 'authorisation', 'transaction'];
const STATUSES = ['success', 'failed'];

/**
 * The example to send: the kind's example whose status matches, with `type` and `id` replaced when given (an id the
 * service or the simulator knows, so that a handler that confirms the notification through the details finds it).
 * @param {any} document
 * @param {{ kind: string, type?: string | undefined, status?: string | undefined, id?: string | undefined }} choice
 */
export function exampleFor(document, { kind, type, status = 'success', id }) {
  if (!KINDS.includes(kind)) throw new UsageError(`--kind must be one of ${KINDS.join(', ')}`);
  if (!STATUSES.includes(status)) throw new UsageError(`--status must be one of ${STATUSES.join(', ')}`);
  if (id !== undefined && id.trim() === '') throw new UsageError('--id must not be empty');
  const media = document.webhooks?.[`${kind}Notification`]?.post?.requestBody?.content?.['application/json'];
  const examples = Object.values(media?.examples ?? {}).map((/** @type {any} */ e) => e.value);
  const chosen = examples.find((e) => e?.status === status) ?? examples[0];
  if (!chosen) throw new Error(`the spec has no example of a ${kind} notification`);
  return { ...chosen, ...(type === undefined ? {} : { type }), ...(id === undefined ? {} : { id }) };
}

/**
 * @param {{ url: string, kind: string, type?: string | undefined, status?: string | undefined, id?: string | undefined, authorization?: string | undefined, spec: string }} options
 * @param {(line: string) => void} info
 */
export async function notify(options, info) {
  if (!URL.canParse(options.url)) throw new UsageError('--url must be an absolute URL');
  const document = await readSpec(options.spec);
  const listed = document.components?.schemas?.NotificationType?.enum ?? [];
  if (options.type !== undefined && !listed.includes(options.type))
    info(`note: type '${options.type}' is not one the spec lists`);
  const payload = exampleFor(document, options);
  /** @type {Record<string, string>} */
  const headers = { 'content-type': 'application/json' };
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  info(`POST ${options.url} (${options.kind} notification)`);
  const response = await fetch(options.url, { method: 'POST', headers, body: JSON.stringify(payload) });
  return { status: response.status, body: await response.text(), payload };
}
