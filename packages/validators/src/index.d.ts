import type { Result } from '@payments-contract/validator-runtime';
import type { OperationParameters, RequestBodies, ResponseBodies } from './generated/types.js';

export type { Issue, Result } from '@payments-contract/validator-runtime';
/** One function per component schema: tolerant by default (drift in warnings), strict with `{ strict: true }`. */
export * from './generated/schemas.js';
export type { Notifications, OperationParameters, RequestBodies, ResponseBodies, Schemas } from './generated/types.js';
export { notificationKinds, validateNotification } from './notifications.js';

/** Checks a request body strictly: `validateRequest('POST /single', body)`. */
export declare function validateRequest<K extends keyof RequestBodies>(key: K, body: unknown): Result<RequestBodies[K]>;
/** Checks a request's path, query or header parameters strictly. */
export declare function validateParameters<
  K extends keyof OperationParameters,
  L extends keyof OperationParameters[K] & string,
>(key: K, location: L, values: unknown): Result<OperationParameters[K][L]>;
/** Checks an answer tolerantly: `validateResponse('GET /single/{id}', 200, body)`; drift is in `warnings`. */
export declare function validateResponse<K extends keyof ResponseBodies, S extends keyof ResponseBodies[K] & number>(
  key: K,
  status: S,
  body: unknown,
): Result<ResponseBodies[K][S]>;
/** Every operation, as "METHOD /path". */
export declare const operationKeys: readonly (keyof ResponseBodies)[];
