// @ts-check
// Whether the readings need Ajv's run-time bookkeeping of dynamic anchors. Ajv2020 passes `dynamicAnchors` along
// with every call of every function it compiles (`{…, dynamicAnchors}`, and a `dynamicAnchors={}` parameter), which
// only `$dynamicRef` (and the older `$recursiveRef`) ever read: a document that spells none of these gets the same
// verdicts without it, in less code (issue 29).
// (The `evaluated` bookkeeping of `unevaluatedProperties` is kept: the closed reading is built on that keyword, and
// compiling the tolerant reading without it made the largest operation's bundle bigger gzipped, not smaller: its
// functions no longer repeat the closed ones' text.)

const DYNAMIC = ['$dynamicRef', '$dynamicAnchor', '$recursiveRef', '$recursiveAnchor'];

/**
 * Whether any object in the value has one of the keys. Every object is walked, not only schema positions: a key
 * found where it is not a keyword (a property named so, an example) only keeps the bookkeeping, never drops it.
 * @param {unknown} value @param {readonly string[]} keys @param {Set<unknown>} [seen]
 * @returns {boolean}
 */
export function spells(value, keys, seen = new Set()) {
  if (!value || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  if (!Array.isArray(value) && keys.some((key) => Object.hasOwn(value, key))) return true;
  return Object.values(value).some((member) => spells(member, keys, seen));
}

/** Whether any of the readings needs the dynamic anchors passed along. @param {unknown[]} readings */
export const needsDynamicAnchors = (readings) => readings.some((reading) => spells(reading, DYNAMIC));
