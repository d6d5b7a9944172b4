/**
 * Generated from the payments service's OpenAPI document (packages/spec) by payments-contract's generators.
 * Do not edit: change the spec or the generator, then run `npm run generate`.
 */

import type { components, paths, webhooks } from "@payments-contract/client";

/** The request body of each operation that takes one, by "METHOD /path". */
export interface RequestBodies {
  "POST /single": NonNullable<paths["/single"]["post"]['requestBody']>['content']['application/json'];
  "PATCH /single/{id}": NonNullable<paths["/single/{id}"]["patch"]['requestBody']>['content']['application/json'];
  "POST /frequent": NonNullable<paths["/frequent"]["post"]['requestBody']>['content']['application/json'];
  "PATCH /frequent/{id}": NonNullable<paths["/frequent/{id}"]["patch"]['requestBody']>['content']['application/json'];
  "POST /frequent/authorisation/{id}": NonNullable<paths["/frequent/authorisation/{id}"]["post"]['requestBody']>['content']['application/json'];
  "POST /subscription": NonNullable<paths["/subscription"]["post"]['requestBody']>['content']['application/json'];
  "PATCH /subscription/{id}": NonNullable<paths["/subscription/{id}"]["patch"]['requestBody']>['content']['application/json'];
  "POST /capture/{id}": NonNullable<paths["/capture/{id}"]["post"]['requestBody']>['content']['application/json'];
  "PATCH /capture/{capture-uuid}/splits/{capture-split-uuid}": NonNullable<paths["/capture/{capture-uuid}/splits/{capture-split-uuid}"]["patch"]['requestBody']>['content']['application/json'];
  "POST /void/{id}": NonNullable<paths["/void/{id}"]["post"]['requestBody']>['content']['application/json'];
  "POST /refund/{id}": NonNullable<paths["/refund/{id}"]["post"]['requestBody']>['content']['application/json'];
  "POST /out_payment": NonNullable<paths["/out_payment"]["post"]['requestBody']>['content']['application/json'];
  "PATCH /config": NonNullable<paths["/config"]["patch"]['requestBody']>['content']['application/json'];
  "POST /checkout": NonNullable<paths["/checkout"]["post"]['requestBody']>['content']['application/json'];
  "POST /link": NonNullable<paths["/link"]["post"]['requestBody']>['content']['application/json'];
  "PATCH /link/{id}": NonNullable<paths["/link/{id}"]["patch"]['requestBody']>['content']['application/json'];
}

/** The JSON answer of each operation, by "METHOD /path" and status. */
export interface ResponseBodies {
  "GET /single": { 200: paths["/single"]["get"]['responses'][200]['content']['application/json']; 403: paths["/single"]["get"]['responses'][403]['content']['application/json']; 404: paths["/single"]["get"]['responses'][404]['content']['application/json']; 412: paths["/single"]["get"]['responses'][412]['content']['application/json']; 500: paths["/single"]["get"]['responses'][500]['content']['application/json'] };
  "POST /single": { 201: paths["/single"]["post"]['responses'][201]['content']['application/json']; 400: paths["/single"]["post"]['responses'][400]['content']['application/json']; 403: paths["/single"]["post"]['responses'][403]['content']['application/json']; 404: paths["/single"]["post"]['responses'][404]['content']['application/json']; 409: paths["/single"]["post"]['responses'][409]['content']['application/json']; 412: paths["/single"]["post"]['responses'][412]['content']['application/json']; 500: paths["/single"]["post"]['responses'][500]['content']['application/json'] };
  "GET /single/{id}": { 200: paths["/single/{id}"]["get"]['responses'][200]['content']['application/json']; 403: paths["/single/{id}"]["get"]['responses'][403]['content']['application/json']; 404: paths["/single/{id}"]["get"]['responses'][404]['content']['application/json']; 500: paths["/single/{id}"]["get"]['responses'][500]['content']['application/json'] };
  "DELETE /single/{id}": { 400: paths["/single/{id}"]["delete"]['responses'][400]['content']['application/json']; 401: paths["/single/{id}"]["delete"]['responses'][401]['content']['application/json']; 403: paths["/single/{id}"]["delete"]['responses'][403]['content']['application/json']; 404: paths["/single/{id}"]["delete"]['responses'][404]['content']['application/json']; 500: paths["/single/{id}"]["delete"]['responses'][500]['content']['application/json'] };
  "PATCH /single/{id}": { 200: paths["/single/{id}"]["patch"]['responses'][200]['content']['application/json']; 400: paths["/single/{id}"]["patch"]['responses'][400]['content']['application/json']; 403: paths["/single/{id}"]["patch"]['responses'][403]['content']['application/json']; 404: paths["/single/{id}"]["patch"]['responses'][404]['content']['application/json']; 500: paths["/single/{id}"]["patch"]['responses'][500]['content']['application/json'] };
  "GET /frequent": { 200: paths["/frequent"]["get"]['responses'][200]['content']['application/json']; 403: paths["/frequent"]["get"]['responses'][403]['content']['application/json']; 429: paths["/frequent"]["get"]['responses'][429]['content']['application/json']; 500: paths["/frequent"]["get"]['responses'][500]['content']['application/json'] };
  "POST /frequent": { 201: paths["/frequent"]["post"]['responses'][201]['content']['application/json']; 400: paths["/frequent"]["post"]['responses'][400]['content']['application/json']; 403: paths["/frequent"]["post"]['responses'][403]['content']['application/json']; 412: paths["/frequent"]["post"]['responses'][412]['content']['application/json']; 429: paths["/frequent"]["post"]['responses'][429]['content']['application/json']; 500: paths["/frequent"]["post"]['responses'][500]['content']['application/json'] };
  "GET /frequent/{id}": { 200: paths["/frequent/{id}"]["get"]['responses'][200]['content']['application/json']; 401: paths["/frequent/{id}"]["get"]['responses'][401]['content']['application/json']; 403: paths["/frequent/{id}"]["get"]['responses'][403]['content']['application/json']; 404: paths["/frequent/{id}"]["get"]['responses'][404]['content']['application/json']; 429: paths["/frequent/{id}"]["get"]['responses'][429]['content']['application/json']; 500: paths["/frequent/{id}"]["get"]['responses'][500]['content']['application/json'] };
  "DELETE /frequent/{id}": { 400: paths["/frequent/{id}"]["delete"]['responses'][400]['content']['application/json']; 401: paths["/frequent/{id}"]["delete"]['responses'][401]['content']['application/json']; 403: paths["/frequent/{id}"]["delete"]['responses'][403]['content']['application/json']; 404: paths["/frequent/{id}"]["delete"]['responses'][404]['content']['application/json']; 429: paths["/frequent/{id}"]["delete"]['responses'][429]['content']['application/json']; 500: paths["/frequent/{id}"]["delete"]['responses'][500]['content']['application/json'] };
  "PATCH /frequent/{id}": { 200: paths["/frequent/{id}"]["patch"]['responses'][200]['content']['application/json']; 400: paths["/frequent/{id}"]["patch"]['responses'][400]['content']['application/json']; 401: paths["/frequent/{id}"]["patch"]['responses'][401]['content']['application/json']; 403: paths["/frequent/{id}"]["patch"]['responses'][403]['content']['application/json']; 404: paths["/frequent/{id}"]["patch"]['responses'][404]['content']['application/json']; 429: paths["/frequent/{id}"]["patch"]['responses'][429]['content']['application/json']; 500: paths["/frequent/{id}"]["patch"]['responses'][500]['content']['application/json'] };
  "POST /frequent/authorisation/{id}": { 201: paths["/frequent/authorisation/{id}"]["post"]['responses'][201]['content']['application/json']; 403: paths["/frequent/authorisation/{id}"]["post"]['responses'][403]['content']['application/json']; 429: paths["/frequent/authorisation/{id}"]["post"]['responses'][429]['content']['application/json']; 500: paths["/frequent/authorisation/{id}"]["post"]['responses'][500]['content']['application/json'] };
  "GET /subscription": { 200: paths["/subscription"]["get"]['responses'][200]['content']['application/json']; 403: paths["/subscription"]["get"]['responses'][403]['content']['application/json']; 429: paths["/subscription"]["get"]['responses'][429]['content']['application/json']; 500: paths["/subscription"]["get"]['responses'][500]['content']['application/json'] };
  "POST /subscription": { 201: paths["/subscription"]["post"]['responses'][201]['content']['application/json']; 403: paths["/subscription"]["post"]['responses'][403]['content']['application/json']; 429: paths["/subscription"]["post"]['responses'][429]['content']['application/json']; 500: paths["/subscription"]["post"]['responses'][500]['content']['application/json'] };
  "GET /subscription/{id}": { 200: paths["/subscription/{id}"]["get"]['responses'][200]['content']['application/json']; 403: paths["/subscription/{id}"]["get"]['responses'][403]['content']['application/json']; 429: paths["/subscription/{id}"]["get"]['responses'][429]['content']['application/json']; 500: paths["/subscription/{id}"]["get"]['responses'][500]['content']['application/json'] };
  "DELETE /subscription/{id}": { 403: paths["/subscription/{id}"]["delete"]['responses'][403]['content']['application/json']; 429: paths["/subscription/{id}"]["delete"]['responses'][429]['content']['application/json']; 500: paths["/subscription/{id}"]["delete"]['responses'][500]['content']['application/json'] };
  "PATCH /subscription/{id}": { 200: paths["/subscription/{id}"]["patch"]['responses'][200]['content']['application/json']; 403: paths["/subscription/{id}"]["patch"]['responses'][403]['content']['application/json']; 429: paths["/subscription/{id}"]["patch"]['responses'][429]['content']['application/json']; 500: paths["/subscription/{id}"]["patch"]['responses'][500]['content']['application/json'] };
  "GET /capture": { 200: paths["/capture"]["get"]['responses'][200]['content']['application/json']; 403: paths["/capture"]["get"]['responses'][403]['content']['application/json']; 429: paths["/capture"]["get"]['responses'][429]['content']['application/json']; 500: paths["/capture"]["get"]['responses'][500]['content']['application/json'] };
  "GET /capture/{id}": { 200: paths["/capture/{id}"]["get"]['responses'][200]['content']['application/json']; 401: paths["/capture/{id}"]["get"]['responses'][401]['content']['application/json']; 403: paths["/capture/{id}"]["get"]['responses'][403]['content']['application/json']; 404: paths["/capture/{id}"]["get"]['responses'][404]['content']['application/json']; 429: paths["/capture/{id}"]["get"]['responses'][429]['content']['application/json']; 500: paths["/capture/{id}"]["get"]['responses'][500]['content']['application/json'] };
  "POST /capture/{id}": { 201: paths["/capture/{id}"]["post"]['responses'][201]['content']['application/json']; 400: paths["/capture/{id}"]["post"]['responses'][400]['content']['application/json']; 403: paths["/capture/{id}"]["post"]['responses'][403]['content']['application/json']; 412: paths["/capture/{id}"]["post"]['responses'][412]['content']['application/json']; 422: paths["/capture/{id}"]["post"]['responses'][422]['content']['application/json']; 428: paths["/capture/{id}"]["post"]['responses'][428]['content']['application/json']; 429: paths["/capture/{id}"]["post"]['responses'][429]['content']['application/json']; 500: paths["/capture/{id}"]["post"]['responses'][500]['content']['application/json'] };
  "PATCH /capture/{capture-uuid}/splits/{capture-split-uuid}": { 200: paths["/capture/{capture-uuid}/splits/{capture-split-uuid}"]["patch"]['responses'][200]['content']['application/json']; 403: paths["/capture/{capture-uuid}/splits/{capture-split-uuid}"]["patch"]['responses'][403]['content']['application/json']; 429: paths["/capture/{capture-uuid}/splits/{capture-split-uuid}"]["patch"]['responses'][429]['content']['application/json']; 500: paths["/capture/{capture-uuid}/splits/{capture-split-uuid}"]["patch"]['responses'][500]['content']['application/json'] };
  "GET /authorisation/{id}": { 200: paths["/authorisation/{id}"]["get"]['responses'][200]['content']['application/json']; 403: paths["/authorisation/{id}"]["get"]['responses'][403]['content']['application/json']; 429: paths["/authorisation/{id}"]["get"]['responses'][429]['content']['application/json']; 500: paths["/authorisation/{id}"]["get"]['responses'][500]['content']['application/json'] };
  "GET /void/{id}": { 200: paths["/void/{id}"]["get"]['responses'][200]['content']['application/json']; 403: paths["/void/{id}"]["get"]['responses'][403]['content']['application/json']; 429: paths["/void/{id}"]["get"]['responses'][429]['content']['application/json']; 500: paths["/void/{id}"]["get"]['responses'][500]['content']['application/json'] };
  "POST /void/{id}": { 201: paths["/void/{id}"]["post"]['responses'][201]['content']['application/json']; 403: paths["/void/{id}"]["post"]['responses'][403]['content']['application/json']; 429: paths["/void/{id}"]["post"]['responses'][429]['content']['application/json']; 500: paths["/void/{id}"]["post"]['responses'][500]['content']['application/json'] };
  "GET /refund": { 200: paths["/refund"]["get"]['responses'][200]['content']['application/json']; 403: paths["/refund"]["get"]['responses'][403]['content']['application/json']; 429: paths["/refund"]["get"]['responses'][429]['content']['application/json']; 500: paths["/refund"]["get"]['responses'][500]['content']['application/json'] };
  "GET /refund/{id}": { 200: paths["/refund/{id}"]["get"]['responses'][200]['content']['application/json']; 403: paths["/refund/{id}"]["get"]['responses'][403]['content']['application/json']; 429: paths["/refund/{id}"]["get"]['responses'][429]['content']['application/json']; 500: paths["/refund/{id}"]["get"]['responses'][500]['content']['application/json'] };
  "POST /refund/{id}": { 201: paths["/refund/{id}"]["post"]['responses'][201]['content']['application/json']; 403: paths["/refund/{id}"]["post"]['responses'][403]['content']['application/json']; 429: paths["/refund/{id}"]["post"]['responses'][429]['content']['application/json']; 500: paths["/refund/{id}"]["post"]['responses'][500]['content']['application/json'] };
  "GET /chargeback": { 200: paths["/chargeback"]["get"]['responses'][200]['content']['application/json']; 403: paths["/chargeback"]["get"]['responses'][403]['content']['application/json']; 429: paths["/chargeback"]["get"]['responses'][429]['content']['application/json']; 500: paths["/chargeback"]["get"]['responses'][500]['content']['application/json'] };
  "GET /report/ledger": { 200: paths["/report/ledger"]["get"]['responses'][200]['content']['application/json']; 403: paths["/report/ledger"]["get"]['responses'][403]['content']['application/json']; 429: paths["/report/ledger"]["get"]['responses'][429]['content']['application/json']; 500: paths["/report/ledger"]["get"]['responses'][500]['content']['application/json'] };
  "GET /report/transactions": { 200: paths["/report/transactions"]["get"]['responses'][200]['content']['application/json']; 403: paths["/report/transactions"]["get"]['responses'][403]['content']['application/json']; 429: paths["/report/transactions"]["get"]['responses'][429]['content']['application/json']; 500: paths["/report/transactions"]["get"]['responses'][500]['content']['application/json'] };
  "GET /out_payment": { 200: paths["/out_payment"]["get"]['responses'][200]['content']['application/json']; 403: paths["/out_payment"]["get"]['responses'][403]['content']['application/json']; 429: paths["/out_payment"]["get"]['responses'][429]['content']['application/json']; 500: paths["/out_payment"]["get"]['responses'][500]['content']['application/json'] };
  "POST /out_payment": { 201: paths["/out_payment"]["post"]['responses'][201]['content']['application/json']; 403: paths["/out_payment"]["post"]['responses'][403]['content']['application/json']; 429: paths["/out_payment"]["post"]['responses'][429]['content']['application/json']; 500: paths["/out_payment"]["post"]['responses'][500]['content']['application/json'] };
  "GET /out_payment/{id}": { 200: paths["/out_payment/{id}"]["get"]['responses'][200]['content']['application/json']; 403: paths["/out_payment/{id}"]["get"]['responses'][403]['content']['application/json']; 429: paths["/out_payment/{id}"]["get"]['responses'][429]['content']['application/json']; 500: paths["/out_payment/{id}"]["get"]['responses'][500]['content']['application/json'] };
  "DELETE /out_payment/{id}": { 403: paths["/out_payment/{id}"]["delete"]['responses'][403]['content']['application/json']; 429: paths["/out_payment/{id}"]["delete"]['responses'][429]['content']['application/json']; 500: paths["/out_payment/{id}"]["delete"]['responses'][500]['content']['application/json'] };
  "GET /config": { 200: paths["/config"]["get"]['responses'][200]['content']['application/json']; 403: paths["/config"]["get"]['responses'][403]['content']['application/json']; 429: paths["/config"]["get"]['responses'][429]['content']['application/json']; 500: paths["/config"]["get"]['responses'][500]['content']['application/json'] };
  "PATCH /config": { 200: paths["/config"]["patch"]['responses'][200]['content']['application/json']; 403: paths["/config"]["patch"]['responses'][403]['content']['application/json']; 429: paths["/config"]["patch"]['responses'][429]['content']['application/json']; 500: paths["/config"]["patch"]['responses'][500]['content']['application/json'] };
  "POST /checkout": { 201: paths["/checkout"]["post"]['responses'][201]['content']['application/json']; 400: paths["/checkout"]["post"]['responses'][400]['content']['application/json']; 403: paths["/checkout"]["post"]['responses'][403]['content']['application/json']; 429: paths["/checkout"]["post"]['responses'][429]['content']['application/json']; 500: paths["/checkout"]["post"]['responses'][500]['content']['application/json'] };
  "GET /checkout/{id}": { 200: paths["/checkout/{id}"]["get"]['responses'][200]['content']['application/json']; 403: paths["/checkout/{id}"]["get"]['responses'][403]['content']['application/json']; 429: paths["/checkout/{id}"]["get"]['responses'][429]['content']['application/json']; 500: paths["/checkout/{id}"]["get"]['responses'][500]['content']['application/json'] };
  "DELETE /checkout/{id}": { 403: paths["/checkout/{id}"]["delete"]['responses'][403]['content']['application/json']; 429: paths["/checkout/{id}"]["delete"]['responses'][429]['content']['application/json']; 500: paths["/checkout/{id}"]["delete"]['responses'][500]['content']['application/json'] };
  "GET /link": { 200: paths["/link"]["get"]['responses'][200]['content']['application/json']; 403: paths["/link"]["get"]['responses'][403]['content']['application/json']; 429: paths["/link"]["get"]['responses'][429]['content']['application/json']; 500: paths["/link"]["get"]['responses'][500]['content']['application/json'] };
  "POST /link": { 201: paths["/link"]["post"]['responses'][201]['content']['application/json']; 403: paths["/link"]["post"]['responses'][403]['content']['application/json']; 429: paths["/link"]["post"]['responses'][429]['content']['application/json']; 500: paths["/link"]["post"]['responses'][500]['content']['application/json'] };
  "GET /link/{id}": { 200: paths["/link/{id}"]["get"]['responses'][200]['content']['application/json']; 403: paths["/link/{id}"]["get"]['responses'][403]['content']['application/json']; 429: paths["/link/{id}"]["get"]['responses'][429]['content']['application/json']; 500: paths["/link/{id}"]["get"]['responses'][500]['content']['application/json'] };
  "DELETE /link/{id}": { 403: paths["/link/{id}"]["delete"]['responses'][403]['content']['application/json']; 429: paths["/link/{id}"]["delete"]['responses'][429]['content']['application/json']; 500: paths["/link/{id}"]["delete"]['responses'][500]['content']['application/json'] };
  "PATCH /link/{id}": { 200: paths["/link/{id}"]["patch"]['responses'][200]['content']['application/json']; 403: paths["/link/{id}"]["patch"]['responses'][403]['content']['application/json']; 429: paths["/link/{id}"]["patch"]['responses'][429]['content']['application/json']; 500: paths["/link/{id}"]["patch"]['responses'][500]['content']['application/json'] };
  "GET /system/ping": { 200: paths["/system/ping"]["get"]['responses'][200]['content']['application/json']; 403: paths["/system/ping"]["get"]['responses'][403]['content']['application/json']; 429: paths["/system/ping"]["get"]['responses'][429]['content']['application/json']; 500: paths["/system/ping"]["get"]['responses'][500]['content']['application/json'] };
}

/** The parameters of each operation, by "METHOD /path" and location. */
export interface OperationParameters {
  "GET /single": { query: NonNullable<paths["/single"]["get"]['parameters']["query"]> };
  "POST /single": { header: NonNullable<paths["/single"]["post"]['parameters']["header"]> };
  "GET /single/{id}": { path: NonNullable<paths["/single/{id}"]["get"]['parameters']["path"]> };
  "DELETE /single/{id}": { path: NonNullable<paths["/single/{id}"]["delete"]['parameters']["path"]> };
  "PATCH /single/{id}": { path: NonNullable<paths["/single/{id}"]["patch"]['parameters']["path"]>; header: NonNullable<paths["/single/{id}"]["patch"]['parameters']["header"]> };
  "GET /frequent": { query: NonNullable<paths["/frequent"]["get"]['parameters']["query"]> };
  "POST /frequent": { header: NonNullable<paths["/frequent"]["post"]['parameters']["header"]> };
  "GET /frequent/{id}": { path: NonNullable<paths["/frequent/{id}"]["get"]['parameters']["path"]> };
  "DELETE /frequent/{id}": { path: NonNullable<paths["/frequent/{id}"]["delete"]['parameters']["path"]> };
  "PATCH /frequent/{id}": { path: NonNullable<paths["/frequent/{id}"]["patch"]['parameters']["path"]>; header: NonNullable<paths["/frequent/{id}"]["patch"]['parameters']["header"]> };
  "POST /frequent/authorisation/{id}": { path: NonNullable<paths["/frequent/authorisation/{id}"]["post"]['parameters']["path"]>; header: NonNullable<paths["/frequent/authorisation/{id}"]["post"]['parameters']["header"]> };
  "GET /subscription": { query: NonNullable<paths["/subscription"]["get"]['parameters']["query"]> };
  "POST /subscription": { header: NonNullable<paths["/subscription"]["post"]['parameters']["header"]> };
  "GET /subscription/{id}": { path: NonNullable<paths["/subscription/{id}"]["get"]['parameters']["path"]> };
  "DELETE /subscription/{id}": { path: NonNullable<paths["/subscription/{id}"]["delete"]['parameters']["path"]> };
  "PATCH /subscription/{id}": { path: NonNullable<paths["/subscription/{id}"]["patch"]['parameters']["path"]>; header: NonNullable<paths["/subscription/{id}"]["patch"]['parameters']["header"]> };
  "GET /capture": { query: NonNullable<paths["/capture"]["get"]['parameters']["query"]> };
  "GET /capture/{id}": { path: NonNullable<paths["/capture/{id}"]["get"]['parameters']["path"]> };
  "POST /capture/{id}": { path: NonNullable<paths["/capture/{id}"]["post"]['parameters']["path"]>; header: NonNullable<paths["/capture/{id}"]["post"]['parameters']["header"]> };
  "PATCH /capture/{capture-uuid}/splits/{capture-split-uuid}": { path: NonNullable<paths["/capture/{capture-uuid}/splits/{capture-split-uuid}"]["patch"]['parameters']["path"]>; header: NonNullable<paths["/capture/{capture-uuid}/splits/{capture-split-uuid}"]["patch"]['parameters']["header"]> };
  "GET /authorisation/{id}": { path: NonNullable<paths["/authorisation/{id}"]["get"]['parameters']["path"]> };
  "GET /void/{id}": { path: NonNullable<paths["/void/{id}"]["get"]['parameters']["path"]> };
  "POST /void/{id}": { path: NonNullable<paths["/void/{id}"]["post"]['parameters']["path"]>; header: NonNullable<paths["/void/{id}"]["post"]['parameters']["header"]> };
  "GET /refund": { query: NonNullable<paths["/refund"]["get"]['parameters']["query"]> };
  "GET /refund/{id}": { path: NonNullable<paths["/refund/{id}"]["get"]['parameters']["path"]> };
  "POST /refund/{id}": { path: NonNullable<paths["/refund/{id}"]["post"]['parameters']["path"]>; header: NonNullable<paths["/refund/{id}"]["post"]['parameters']["header"]> };
  "GET /chargeback": { query: NonNullable<paths["/chargeback"]["get"]['parameters']["query"]> };
  "GET /report/ledger": { query: NonNullable<paths["/report/ledger"]["get"]['parameters']["query"]> };
  "GET /report/transactions": { query: NonNullable<paths["/report/transactions"]["get"]['parameters']["query"]> };
  "GET /out_payment": { query: NonNullable<paths["/out_payment"]["get"]['parameters']["query"]> };
  "POST /out_payment": { header: NonNullable<paths["/out_payment"]["post"]['parameters']["header"]> };
  "GET /out_payment/{id}": { path: NonNullable<paths["/out_payment/{id}"]["get"]['parameters']["path"]> };
  "DELETE /out_payment/{id}": { path: NonNullable<paths["/out_payment/{id}"]["delete"]['parameters']["path"]> };
  "GET /config": {  };
  "PATCH /config": { header: NonNullable<paths["/config"]["patch"]['parameters']["header"]> };
  "POST /checkout": { header: NonNullable<paths["/checkout"]["post"]['parameters']["header"]> };
  "GET /checkout/{id}": { path: NonNullable<paths["/checkout/{id}"]["get"]['parameters']["path"]> };
  "DELETE /checkout/{id}": { path: NonNullable<paths["/checkout/{id}"]["delete"]['parameters']["path"]> };
  "GET /link": { query: NonNullable<paths["/link"]["get"]['parameters']["query"]> };
  "POST /link": { header: NonNullable<paths["/link"]["post"]['parameters']["header"]> };
  "GET /link/{id}": { path: NonNullable<paths["/link/{id}"]["get"]['parameters']["path"]> };
  "DELETE /link/{id}": { path: NonNullable<paths["/link/{id}"]["delete"]['parameters']["path"]> };
  "PATCH /link/{id}": { path: NonNullable<paths["/link/{id}"]["patch"]['parameters']["path"]>; header: NonNullable<paths["/link/{id}"]["patch"]['parameters']["header"]> };
  "GET /system/ping": {  };
}

/** The payload of each notification kind. */
export interface Notifications {
  genericNotification: NonNullable<webhooks["genericNotification"]['post']['requestBody']>['content']['application/json'];
  authorisationNotification: NonNullable<webhooks["authorisationNotification"]['post']['requestBody']>['content']['application/json'];
  transactionNotification: NonNullable<webhooks["transactionNotification"]['post']['requestBody']>['content']['application/json'];
}

/** Every component schema. */
export interface Schemas {
  AccountRef: components['schemas']["AccountRef"];
  Amount: components['schemas']["Amount"];
  AuthenticationErrorMessage: components['schemas']["AuthenticationErrorMessage"];
  Authorisation: components['schemas']["Authorisation"];
  AuthorisationNotification: components['schemas']["AuthorisationNotification"];
  Capture: components['schemas']["Capture"];
  CaptureCreateRequest: components['schemas']["CaptureCreateRequest"];
  CaptureCreated: components['schemas']["CaptureCreated"];
  CaptureList: components['schemas']["CaptureList"];
  CaptureStatus: components['schemas']["CaptureStatus"];
  Chargeback: components['schemas']["Chargeback"];
  ChargebackList: components['schemas']["ChargebackList"];
  CheckoutCapture: components['schemas']["CheckoutCapture"];
  CheckoutCreateRequest: components['schemas']["CheckoutCreateRequest"];
  CheckoutCustomer: components['schemas']["CheckoutCustomer"];
  CheckoutDetail: components['schemas']["CheckoutDetail"];
  CheckoutErrorEvent: components['schemas']["CheckoutErrorEvent"];
  CheckoutInfo: components['schemas']["CheckoutInfo"];
  CheckoutInstance: components['schemas']["CheckoutInstance"];
  CheckoutManifest: components['schemas']["CheckoutManifest"];
  CheckoutOptions: components['schemas']["CheckoutOptions"];
  CheckoutOrder: components['schemas']["CheckoutOrder"];
  CheckoutPayment: components['schemas']["CheckoutPayment"];
  CheckoutPaymentErrorEvent: components['schemas']["CheckoutPaymentErrorEvent"];
  CheckoutPaymentInfo: components['schemas']["CheckoutPaymentInfo"];
  Config: components['schemas']["Config"];
  ConfigUpdateRequest: components['schemas']["ConfigUpdateRequest"];
  CreatedWithStatus: components['schemas']["CreatedWithStatus"];
  Currency: components['schemas']["Currency"];
  CursorEnvelope: components['schemas']["CursorEnvelope"];
  CursorMetadata: components['schemas']["CursorMetadata"];
  Customer: components['schemas']["Customer"];
  Date: components['schemas']["Date"];
  DateTimeMinutes: components['schemas']["DateTimeMinutes"];
  DateTimeSeconds: components['schemas']["DateTimeSeconds"];
  DateTimeUtc: components['schemas']["DateTimeUtc"];
  EmbeddedCapture: components['schemas']["EmbeddedCapture"];
  ErrorEnvelope: components['schemas']["ErrorEnvelope"];
  Frequency: components['schemas']["Frequency"];
  FrequentAuthorisationRequest: components['schemas']["FrequentAuthorisationRequest"];
  FrequentCreateRequest: components['schemas']["FrequentCreateRequest"];
  FrequentCreated: components['schemas']["FrequentCreated"];
  FrequentCurrency: components['schemas']["FrequentCurrency"];
  FrequentPayment: components['schemas']["FrequentPayment"];
  FrequentPaymentList: components['schemas']["FrequentPaymentList"];
  FrequentPaymentListItem: components['schemas']["FrequentPaymentListItem"];
  FrequentUpdateRequest: components['schemas']["FrequentUpdateRequest"];
  FrequentUpdated: components['schemas']["FrequentUpdated"];
  GenericNotification: components['schemas']["GenericNotification"];
  HasId: components['schemas']["HasId"];
  IdRef: components['schemas']["IdRef"];
  IntervalFilter: components['schemas']["IntervalFilter"];
  LedgerEntry: components['schemas']["LedgerEntry"];
  LedgerEntryList: components['schemas']["LedgerEntryList"];
  Link: components['schemas']["Link"];
  LinkCapture: components['schemas']["LinkCapture"];
  LinkCreateRequest: components['schemas']["LinkCreateRequest"];
  LinkCustomer: components['schemas']["LinkCustomer"];
  LinkList: components['schemas']["LinkList"];
  LinkPaymentOptions: components['schemas']["LinkPaymentOptions"];
  LinkUpdateRequest: components['schemas']["LinkUpdateRequest"];
  LinkUpdateResult: components['schemas']["LinkUpdateResult"];
  MandateInput: components['schemas']["MandateInput"];
  MaskedCustomer: components['schemas']["MaskedCustomer"];
  MaskedMethod: components['schemas']["MaskedMethod"];
  MaskedSddMandate: components['schemas']["MaskedSddMandate"];
  MbwaySdk: components['schemas']["MbwaySdk"];
  Method: components['schemas']["Method"];
  MethodCode: components['schemas']["MethodCode"];
  MethodStatus: components['schemas']["MethodStatus"];
  MoneyAmount: components['schemas']["MoneyAmount"];
  Multibanco: components['schemas']["Multibanco"];
  NotificationFields: components['schemas']["NotificationFields"];
  NotificationType: components['schemas']["NotificationType"];
  NotificationUrls: components['schemas']["NotificationUrls"];
  ObjectRef: components['schemas']["ObjectRef"];
  OutAccount: components['schemas']["OutAccount"];
  OutPayment: components['schemas']["OutPayment"];
  OutPaymentCreateRequest: components['schemas']["OutPaymentCreateRequest"];
  OutPaymentCreated: components['schemas']["OutPaymentCreated"];
  OutPaymentList: components['schemas']["OutPaymentList"];
  PageEnvelope: components['schemas']["PageEnvelope"];
  PageMeta: components['schemas']["PageMeta"];
  PaymentCaptureRef: components['schemas']["PaymentCaptureRef"];
  PaymentNotificationSettings: components['schemas']["PaymentNotificationSettings"];
  PaymentStatus: components['schemas']["PaymentStatus"];
  PaymentType: components['schemas']["PaymentType"];
  PingResult: components['schemas']["PingResult"];
  Refund: components['schemas']["Refund"];
  RefundCreateRequest: components['schemas']["RefundCreateRequest"];
  RefundList: components['schemas']["RefundList"];
  RefundListItem: components['schemas']["RefundListItem"];
  RefundedSplit: components['schemas']["RefundedSplit"];
  SddMandate: components['schemas']["SddMandate"];
  SingleCreateRequest: components['schemas']["SingleCreateRequest"];
  SingleCreated: components['schemas']["SingleCreated"];
  SinglePayment: components['schemas']["SinglePayment"];
  SinglePaymentList: components['schemas']["SinglePaymentList"];
  SinglePaymentListItem: components['schemas']["SinglePaymentListItem"];
  SingleUpdateRequest: components['schemas']["SingleUpdateRequest"];
  SingleUpdated: components['schemas']["SingleUpdated"];
  Split: components['schemas']["Split"];
  SplitInput: components['schemas']["SplitInput"];
  SplitRevert: components['schemas']["SplitRevert"];
  SplitUpdateRequest: components['schemas']["SplitUpdateRequest"];
  StatusDetails: components['schemas']["StatusDetails"];
  Subscription: components['schemas']["Subscription"];
  SubscriptionCapture: components['schemas']["SubscriptionCapture"];
  SubscriptionCreateRequest: components['schemas']["SubscriptionCreateRequest"];
  SubscriptionList: components['schemas']["SubscriptionList"];
  SubscriptionListItem: components['schemas']["SubscriptionListItem"];
  SubscriptionUpdateRequest: components['schemas']["SubscriptionUpdateRequest"];
  SubscriptionWritten: components['schemas']["SubscriptionWritten"];
  Transaction: components['schemas']["Transaction"];
  TransactionNotification: components['schemas']["TransactionNotification"];
  TransactionReportItem: components['schemas']["TransactionReportItem"];
  TransactionReportList: components['schemas']["TransactionReportList"];
  TransactionValues: components['schemas']["TransactionValues"];
  Uuid: components['schemas']["Uuid"];
  Void: components['schemas']["Void"];
  VoidCreateRequest: components['schemas']["VoidCreateRequest"];
}
