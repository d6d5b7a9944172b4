// @ts-check
// OpenAPI 3.0's boolean exclusive bounds (JSON Schema draft 4: `minimum: 5, exclusiveMinimum: true`) become the
// numeric bounds of 2020-12 (`exclusiveMinimum: 5`); `false` means the bound is inclusive and is dropped.

/** @param {Record<string, any>} node @returns {Record<string, any>} */
export function exclusiveBounds(node) {
  let out = node;
  for (const [exclusive, bound] of /** @type {const} */ ([
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ])) {
    if (typeof out[exclusive] !== 'boolean') continue;
    const { [exclusive]: flag, [bound]: limit, ...rest } = out;
    out = flag && typeof limit === 'number' ? { ...rest, [exclusive]: limit } : { ...rest };
    if (!flag && limit !== undefined) out[bound] = limit;
  }
  return out;
}
