// @ts-check
// Open enums, written one way (openapi/descriptions/introduction.md, "Open enums"): `x-enum-open: true` on
// `anyOf: [{ type: string, enum: [known…] }, { type: string }]`. The types generator reads exactly this shape, so a
// schema that opens an enum any other way (or forgets the marker) would come out as plain `string`.

/** @param {any} branch */
const isKnownValues = (branch) =>
  branch?.type === 'string' &&
  Array.isArray(branch.enum) &&
  branch.enum.length > 0 &&
  branch.enum.every((/** @type {unknown} */ v) => typeof v === 'string');

/** @param {any} branch */
const isAnyString = (branch) =>
  branch?.type === 'string' && Object.keys(branch).every((key) => key === 'type' || key === 'description');

/** @param {any} schema */
const isOpenEnumShape = (schema) =>
  Array.isArray(schema.anyOf) &&
  schema.anyOf.length === 2 &&
  isKnownValues(schema.anyOf[0]) &&
  isAnyString(schema.anyOf[1]) &&
  schema.type === undefined &&
  schema.enum === undefined;

export function openEnum() {
  return {
    Schema: {
      enter(/** @type {any} */ schema, /** @type {any} */ ctx) {
        const marked = 'x-enum-open' in schema;
        if (marked && (schema['x-enum-open'] !== true || !isOpenEnumShape(schema))) {
          ctx.report({
            message:
              'An open enum must be `x-enum-open: true` on exactly `anyOf: [{ type: string, enum: [known values] }, { type: string }]`.',
            location: ctx.location.child(['x-enum-open']).key(),
          });
        } else if (!marked && isOpenEnumShape(schema)) {
          ctx.report({
            message: 'This anyOf opens an enum: mark it `x-enum-open: true` so the generated types keep its values.',
            location: ctx.location.child(['anyOf']).key(),
          });
        }
      },
    },
  };
}
