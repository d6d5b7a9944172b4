// @ts-check
// A spec is input from another team, and what its `$ref`s reach is copied into the output (the bundled document,
// the types, the Dredd copy). So the references stay inside the spec's folder unless the user says otherwise: a
// `$ref` to a file outside that folder (`../secrets.json`, an absolute path, a symbolic link out of it) needs
// --allow-ref-outside, and one to an http(s) address (or any other scheme) needs --allow-remote-refs. Each refused
// `$ref` is named with the file and the JSON pointer where it is written, every one in one run, before anything is
// read from outside. A spec read from an address has no folder here: each of its external `$ref`s is remote.
import { readFile, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pointer } from '@payments-contract/openapi-vocabulary';

/** @typedef {{ allowRefOutside?: boolean | undefined, allowRemoteRefs?: boolean | undefined }} RefPolicy */
/** @typedef {{ file: string, pointer: string, ref: string, reason: string }} RefusedRef */

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// A Windows drive (`C:\…`) is a path, not a scheme.
const DRIVE = /^[a-z]:[\\/]/i;

/**
 * Every external `$ref` under a node, with the JSON pointer of the `$ref` member.
 * @param {unknown} node @param {string[]} [at] @returns {Generator<{ ref: string, pointer: string }>}
 */
function* externalRefs(node, at = []) {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* externalRefs(item, [...at, String(index)]);
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && !value.startsWith('#'))
      yield { ref: value, pointer: pointer(...at, key) };
    else yield* externalRefs(value, [...at, key]);
  }
}

/** @param {string} file @param {string} folder whether `file` (a real path) is `folder` or below it */
const inside = (file, folder) => {
  const path = relative(folder, file);
  return path === '' || (!path.startsWith(`..${sep}`) && path !== '..' && !isAbsolute(path));
};

/** A `$ref`'s path with its %-escapes read (RFC 3986), or as written when they are not valid. */
const decoded = (/** @type {string} */ path) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/** The real path, or the path as written when it does not exist (Redocly then reports it missing). */
const real = (/** @type {string} */ path) => realpath(path).catch(() => path);

/**
 * Every `$ref` of the spec (and of the files it reaches inside its folder) that the policy refuses.
 * @param {string} specFile a path, or an http(s) address @param {unknown} document its parsed content
 * @param {RefPolicy} [policy]
 * @returns {Promise<RefusedRef[]>}
 */
export async function refusedRefs(specFile, document, policy = {}) {
  /** @type {RefusedRef[]} */
  const refused = [];
  const remoteSpec = SCHEME.test(specFile) && !DRIVE.test(specFile);
  if (remoteSpec) {
    if (policy.allowRemoteRefs) return refused;
    for (const { ref, pointer: at } of externalRefs(document))
      refused.push({
        file: specFile,
        pointer: at,
        ref,
        reason: 'a spec read from an address may only use local references (#/…); --allow-remote-refs follows it',
      });
    return refused;
  }
  const folder = await real(dirname(resolve(specFile)));
  const seen = new Set([await real(resolve(specFile))]);
  /** @type {{ file: string, document: unknown }[]} */
  const queue = [{ file: specFile, document }];
  for (let item = queue.shift(); item; item = queue.shift()) {
    for (const { ref, pointer: at } of externalRefs(item.document)) {
      const target = ref.split('#')[0] ?? '';
      const scheme = DRIVE.test(target) ? undefined : SCHEME.exec(target)?.[1]?.toLowerCase();
      if (scheme !== undefined && scheme !== 'file') {
        if (!policy.allowRemoteRefs)
          refused.push({
            file: item.file,
            pointer: at,
            ref,
            reason: `a reference to ${scheme === 'http' || scheme === 'https' ? 'an address' : `a '${scheme}:' URI`} is not followed; --allow-remote-refs follows it`,
          });
        continue;
      }
      const path = await real(
        scheme === 'file' ? fileURLToPath(target) : resolve(dirname(resolve(item.file)), decoded(target)),
      );
      if (!inside(path, folder) && !policy.allowRefOutside) {
        refused.push({
          file: item.file,
          pointer: at,
          ref,
          reason: `it leaves the spec's folder (${folder}); --allow-ref-outside follows it`,
        });
        continue;
      }
      if (seen.has(path)) continue;
      seen.add(path);
      // The files it reaches are read only to find their own references; a file that cannot be read or parsed is
      // left for the bundler, which names it.
      const text = await readFile(path, 'utf8').catch(() => undefined);
      if (text === undefined) continue;
      let parsed;
      try {
        parsed = /\.json$/i.test(path) ? JSON.parse(text) : (await import('yaml')).parse(text);
      } catch {
        continue;
      }
      queue.push({ file: path, document: parsed });
    }
  }
  return refused;
}
