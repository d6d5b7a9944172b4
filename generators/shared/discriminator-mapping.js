// @ts-check
// OpenAPI 3.0 §4.7.25 / 3.1 §4.8.25 (Discriminator Object): a `mapping` value is "a schema name or a reference".
// openapi-typescript resolves every value as a reference and stops on a name ("Can't resolve $ref"), so a name that
// is a component schema is written as the reference it stands for before the types are generated.

/** @param {any} document @returns {any} the document, with each mapping by schema name given as a $ref */
export function withMappingRefs(document) {
  const schemas = document?.components?.schemas ?? {};
  /** @param {unknown} node @returns {unknown} */
  const walk = (node) => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out = Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, key === 'example' || key === 'examples' ? value : walk(value)]),
    );
    const mapping = out.discriminator?.mapping;
    if (mapping && typeof mapping === 'object')
      out.discriminator = {
        ...out.discriminator,
        mapping: Object.fromEntries(
          Object.entries(mapping).map(([tag, target]) => [
            tag,
            typeof target === 'string' &&
            !target.includes('#') &&
            !target.includes('/') &&
            Object.hasOwn(schemas, target)
              ? `#/components/schemas/${target.replaceAll('~', '~0')}`
              : target,
          ]),
        ),
      };
    return out;
  };
  return walk(document);
}
