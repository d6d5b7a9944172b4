/**
 * Generated from the payments service's OpenAPI document (packages/spec) by payments-contract's generators.
 * Do not edit: change the spec or the generator, then run `npm run generate`.
 */

import type { components, paths } from "@payments-contract/client";

/**
 * Sent to the `generic` URL set with PATCH /config. The interface names the events that send it (Events rules): 1. mb single payment: when the customer pays, with the single id. 2. mbw single sale: after the customer accepts or declines, with the single id and `success` or `failed`. 3. cc single sale: after card validation, with the single id and `success` or `failed`. 4. vi single payment: when the customer pays, with the single id. 5. Frequent mb: each payment to the entity and reference, with the frequent id. 6. Frequent captures (mbw, cc, dd): the result, with the capture id and `success` or `failed` (direct-debit
 *    results can take up to 48 business hours); a card frequent creation, with the frequent id and a status.
 * 7. On a success notification, call the matching details operation to confirm before acting. 8. With unlimited frequent mb payments, the entity and reference are reset three times a day. Payload fields come from the reference facts. Delivery retries are not shown by either source.
 */
export type GenericNotification = components['schemas']["GenericNotification"];
/** Sent to the `authorisation` URL set with PATCH /config about an authorisation. The interface does not say which events send it. The reference facts give `account.id` and `authorisation.id`; whether it also carries the Generic fields is not stated, so a receiver accepts both. Confirm with GET /authorisation/{id} before acting. */
export type AuthorisationNotification = components['schemas']["AuthorisationNotification"];
/** Sent to the `transaction` URL set with PATCH /config (the published client calls this kind Capture). The interface does not say which events send it. The reference facts give only `account.id`; whether it also carries the Generic fields is not stated, so a receiver accepts both. Confirm with the details operation of the notified resource before acting. */
export type TransactionNotification = components['schemas']["TransactionNotification"];
/** What a Generic notification is about. `x-confirmed-by` names, for each type, the resource the notified `id` belongs to and the details operation a merchant calls to confirm it before acting. The sources name the types but not which id each carries; the map follows the type names, and `chargeback` has no details operation, so it is confirmed through the chargeback list. */
export type NotificationType = "authorisation" | "capture" | "frequent_create" | "void" | "refund" | "chargeback" | "subscription_create" | "subscription_capture" | "out_payment";
/** The three notification kinds, as the spec names its webhooks. */
export type NotificationKind = "genericNotification" | "authorisationNotification" | "transactionNotification";
/** Any notification the service sends. */
export type Notification = GenericNotification | AuthorisationNotification | TransactionNotification;
/** A notification whose `type` is T. */
export type NotificationOfType<T extends NotificationType> = Notification & { type: T };
/** A notification with a `type`, discriminated by it: `switch (n.type)` narrows. */
export type TypedNotification = { [T in NotificationType]: NotificationOfType<T> }[NotificationType];

/** For each notification type: the resource its `id` names and the operation that confirms it (Events rule 7). */
export const confirmations = { "authorisation": { "resource": "authorisation", "operationId": "getAuthorisation", "method": "GET", "path": "/authorisation/{id}", "list": false }, "capture": { "resource": "capture", "operationId": "getCapture", "method": "GET", "path": "/capture/{id}", "list": false }, "frequent_create": { "resource": "frequent", "operationId": "getFrequentPayment", "method": "GET", "path": "/frequent/{id}", "list": false }, "void": { "resource": "void", "operationId": "getVoid", "method": "GET", "path": "/void/{id}", "list": false }, "refund": { "resource": "refund", "operationId": "getRefund", "method": "GET", "path": "/refund/{id}", "list": false }, "chargeback": { "resource": "chargeback", "operationId": "listChargebacks", "method": "GET", "path": "/chargeback", "list": true }, "subscription_create": { "resource": "subscription", "operationId": "getSubscription", "method": "GET", "path": "/subscription/{id}", "list": false }, "subscription_capture": { "resource": "capture", "operationId": "getCapture", "method": "GET", "path": "/capture/{id}", "list": false }, "out_payment": { "resource": "out_payment", "operationId": "getOutPayment", "method": "GET", "path": "/out_payment/{id}", "list": false } } as const;

/** What confirming a notification of type T returns: the details of the resource it concerns. */
export type ConfirmedDetails<T extends NotificationType> = { "authorisation": NonNullable<paths["/authorisation/{id}"]["get"]['responses'][200]['content']['application/json']>; "capture": NonNullable<paths["/capture/{id}"]["get"]['responses'][200]['content']['application/json']>; "frequent_create": NonNullable<paths["/frequent/{id}"]["get"]['responses'][200]['content']['application/json']>; "void": NonNullable<paths["/void/{id}"]["get"]['responses'][200]['content']['application/json']>; "refund": NonNullable<paths["/refund/{id}"]["get"]['responses'][200]['content']['application/json']>; "chargeback": NonNullable<NonNullable<paths["/chargeback"]["get"]['responses'][200]['content']['application/json']>['data']>[number]; "subscription_create": NonNullable<paths["/subscription/{id}"]["get"]['responses'][200]['content']['application/json']>; "subscription_capture": NonNullable<paths["/capture/{id}"]["get"]['responses'][200]['content']['application/json']>; "out_payment": NonNullable<paths["/out_payment/{id}"]["get"]['responses'][200]['content']['application/json']> }[T];

/** The notification kinds, as the spec names its webhooks. */
export const notificationKinds = ["genericNotification", "authorisationNotification", "transactionNotification"] as const;
/** Every notification type the spec lists. */
export const notificationTypes = ["authorisation", "capture", "frequent_create", "void", "refund", "chargeback", "subscription_create", "subscription_capture", "out_payment"] as const;
