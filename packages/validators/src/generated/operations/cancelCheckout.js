/**
 * Generated from the payments service's OpenAPI document (packages/spec) by payments-contract's generators.
 * Do not edit: change the spec or the generator, then run `npm run generate`.
 */

// @ts-nocheck
import * as ajv from "./cancelCheckout.ajv.js";
import { check } from "@payments-contract/validators/runtime";
export const key = "DELETE /checkout/{id}";
const responses = { "403": [ajv.response_403, ajv.response_403_drift], "429": [ajv.response_429, ajv.response_429_drift], "500": [ajv.response_500, ajv.response_500_drift] };
const parameters = { "path": ajv.path };

/** Checks a request body strictly: unknown fields, values outside an enum, over-long strings are refused. */
export function validateRequest(body) {
  throw new TypeError("DELETE /checkout/{id} takes no request body");
}

/** Checks the path, query or header parameters of a request strictly. */
export function validateParameters(location, values) {
  const validate = parameters[location];
  if (!validate) throw new TypeError("DELETE /checkout/{id} has no parameters in " + String(location));
  return check(validate, values, undefined, location + ' parameters');
}

/** Checks an answer tolerantly: what the spec does not list is reported in warnings, not refused. */
export function validateResponse(status, body) {
  const pair = responses[String(status)];
  if (!pair) throw new TypeError("DELETE /checkout/{id} declares no JSON answer for status " + String(status));
  return check(pair[0], body, pair[1], 'response body');
}
