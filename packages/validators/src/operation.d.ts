// The module of one operation (`@payments-contract/validators/operations/<operationId>`), for the smallest bundle.
import type { Result } from './runtime.js';

export declare const key: string;
export declare function validateRequest(body: unknown): Result<unknown>;
export declare function validateParameters(location: 'path' | 'query' | 'header', values: unknown): Result<unknown>;
export declare function validateResponse(status: number | string, body: unknown): Result<unknown>;
