/**
 * Generated from the payments service's OpenAPI document (packages/spec) by payments-contract's generators.
 * Do not edit: change the spec or the generator, then run `npm run generate`.
 */

// @ts-nocheck

export const tolerant = validate445;const schema74 = {"type":"string"};function validate445(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate445.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(typeof data !== "string"){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}validate445.errors = vErrors;return errors === 0;}validate445.evaluated = {"dynamicProps":false,"dynamicItems":false};export const strict = validate446;const schema77 = {"type":"string"};function validate446(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate446.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(typeof data !== "string"){const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}validate446.errors = vErrors;return errors === 0;}validate446.evaluated = {"dynamicProps":false,"dynamicItems":false};

