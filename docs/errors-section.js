// @ts-check
// The introduction's "Errors" section, written from the spec's own data at build time: the error envelope's
// description and fields, each shared error response's description grouped by status class, and the retry advice of
// `x-retry-policy` and its headers. Nothing here restates a rule: change the spec and the section follows.

/** @param {unknown} text */
const cell = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

// What a status class means is HTTP's, not this interface's (the interface's own words are in each row).
const CLASSES = /** @type {const} */ ([
  ['4xx', 'caused by the request: what was sent is wrong, refused or not allowed now'],
  ['5xx', "an error on the service's side"],
]);

/** A schema with its local `$ref` followed. @param {Record<string, any>} document @param {any} node */
const resolved = (document, node) => {
  const name = /^#\/components\/schemas\/(.+)$/.exec(node?.$ref ?? '')?.[1];
  return name ? document.components?.schemas?.[name] : node;
};

/**
 * The statuses at which operations use each shared response (`#/components/responses/<Name>`).
 * @param {Record<string, any>} document @returns {Map<string, Set<string>>}
 */
function statusesOfResponses(document) {
  /** @type {Map<string, Set<string>>} */
  const found = new Map();
  for (const item of Object.values(document.paths ?? {}))
    for (const operation of Object.values(item ?? {}))
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        const name = /^#\/components\/responses\/(.+)$/.exec(response?.$ref ?? '')?.[1];
        if (name) found.set(name, (found.get(name) ?? new Set()).add(status));
      }
  return found;
}

/**
 * A response header's definition by its name on the wire (a response's `headers` key), its `$ref` followed.
 * @param {Record<string, any>} document @param {string | undefined} name @returns {Record<string, any> | undefined}
 */
function headerNamed(document, name) {
  if (!name) return undefined;
  const lower = name.toLowerCase();
  const responses = [
    ...Object.values(document.components?.responses ?? {}),
    ...Object.values(document.paths ?? {}).flatMap((item) =>
      Object.values(item ?? {}).flatMap((operation) => Object.values(operation?.responses ?? {})),
    ),
  ];
  for (const response of responses)
    for (const [key, header] of Object.entries(response?.headers ?? {})) {
      if (key.toLowerCase() !== lower) continue;
      const ref = /^#\/components\/headers\/(.+)$/.exec(header?.$ref ?? '')?.[1];
      return ref ? document.components?.headers?.[ref] : header;
    }
  return undefined;
}

/**
 * What a client does, by the policy, when the service gave no `X-Service-Should-Retry`.
 * @param {Record<string, any> | undefined} policy @param {number} status
 */
function retryWithoutHeader(policy, status) {
  const absent = policy?.whenHeaderAbsent ?? {};
  if ((absent.retryStatuses ?? []).includes(status)) return 'yes';
  const unless = (absent.retryStatusesUnlessMethod ?? []).find((/** @type {any} */ r) => r.status === status);
  if (unless) return `yes, unless the request was ${unless.methods.join(' or ')}`;
  return 'no';
}

/**
 * @param {Record<string, any>} document the bundled spec
 * @returns {string} Markdown: one `# Errors` section with its subsections, or '' when the spec has no envelope
 */
export function errorsSection(document) {
  const envelope = document.components?.schemas?.ErrorEnvelope;
  if (!envelope) return '';
  const policy = document['x-retry-policy'];
  const shouldRetry = policy?.shouldRetryHeader;
  const replay = policy?.idempotency?.replayHeader;
  const notPinned = new Set(policy?.idempotency?.notPinnedStatuses ?? []);
  const out = ['# Errors', '', cell(envelope.description), ''];
  out.push('| Field | Required | Meaning |', '| --- | --- | --- |');
  for (const [name, schema] of Object.entries(envelope.properties ?? {})) {
    const text =
      schema.description ??
      (schema.const !== undefined
        ? `Always \`${schema.const}\`.`
        : (schema.oneOf ?? []).map((/** @type {any} */ s) => resolved(document, s)?.description ?? '').join(' Or: '));
    out.push(`| \`${name}\` | ${(envelope.required ?? []).includes(name) ? 'yes' : 'no'} | ${cell(text)} |`);
  }
  const rows = [...statusesOfResponses(document)]
    .flatMap(([name, statuses]) => [...statuses].map((status) => ({ name, status: Number(status) })))
    .sort((a, b) => a.status - b.status);
  for (const [prefix, meaning] of CLASSES) {
    const mine = rows.filter((row) => String(row.status)[0] === prefix[0]);
    if (mine.length === 0) continue;
    out.push('', `## ${prefix}, ${meaning}`, '');
    out.push(`| Status | Meaning | Resent when \`${shouldRetry}\` is absent | Kept for idempotency |`);
    out.push('| --- | --- | --- | --- |');
    for (const { name, status } of mine) {
      const response = document.components?.responses?.[name];
      out.push(
        `| ${status} | ${cell(response?.description)} | ${retryWithoutHeader(policy, status)} | ${notPinned.has(status) ? 'no' : 'yes'} |`,
      );
    }
  }
  if (policy) {
    out.push('', '## Retrying', '', cell(policy.description), '');
    if (policy.maxAttempts?.description)
      out.push(`Tries: at most ${policy.maxAttempts.default} by default. ${cell(policy.maxAttempts.description)}`, '');
    for (const name of [shouldRetry, replay]) {
      const header = headerNamed(document, name);
      if (header?.description) out.push(`\`${name}\`: ${cell(header.description)}`, '');
    }
  }
  return `${out.join('\n').trim()}\n`;
}
