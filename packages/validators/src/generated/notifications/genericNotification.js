/**
 * Generated from the payments service's OpenAPI document (packages/spec) by payments-contract's generators.
 * Do not edit: change the spec or the generator, then run `npm run generate`.
 */

// @ts-nocheck
import * as ajv from "./genericNotification.ajv.js";
import { check } from "@payments-contract/validators/runtime";

/** Checks a notification tolerantly: what the spec does not list is reported in warnings, not refused. */
export function validate(payload) {
  return check(ajv.payload, payload, ajv.payload_drift, 'notification');
}
