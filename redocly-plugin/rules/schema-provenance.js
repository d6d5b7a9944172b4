// @ts-check
// Provenance: every component schema says where its shape comes from, so a reader can tell a fact of the
// interface from one of the reference client, and both from what neither source shows. A single field may say so
// too (a reference field inside an interface schema); when it does, it must name one of the same sources.
import { resolved } from './refs.js';

const SOURCES = ['interface', 'reference', 'open'];

export function schemaProvenance() {
  return {
    Components: {
      enter(/** @type {any} */ components, /** @type {any} */ ctx) {
        for (const [name, schema] of Object.entries(components.schemas ?? {})) {
          const provenance = resolved(schema, ctx)?.['x-provenance'];
          if (!SOURCES.includes(provenance)) {
            ctx.report({
              message: `Schema ${name} must set x-provenance to one of ${SOURCES.join(', ')} (got ${JSON.stringify(provenance)}).`,
              location: ctx.location.child(['schemas', name]),
            });
          }
        }
      },
    },
    Schema: {
      enter(/** @type {any} */ schema, /** @type {any} */ ctx) {
        for (const [name, member] of Object.entries(schema.properties ?? {})) {
          if (!member || typeof member !== 'object' || !('x-provenance' in member)) continue;
          if (!SOURCES.includes(member['x-provenance'])) {
            ctx.report({
              message: `Field ${name} must set x-provenance to one of ${SOURCES.join(', ')} (got ${JSON.stringify(member['x-provenance'])}).`,
              location: ctx.location.child(['properties', name, 'x-provenance']),
            });
          }
        }
      },
    },
  };
}
