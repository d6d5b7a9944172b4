import type { Issue } from './check.js';
import type { ReadableError } from './readable.js';
export declare function issueOf(error: ReadableError, subject: string, drift?: boolean): Issue;
