// The module of one notification kind (`@payments-contract/validators/notifications/<kind>`).
import type { Result } from './runtime.js';

export declare function validate(payload: unknown): Result<unknown>;
