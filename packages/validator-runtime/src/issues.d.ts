import type { Issue } from './check.js';

export type { Issue };

import type { ReadableError } from './readable.js';
export declare function issueOf(error: ReadableError, subject: string, drift?: boolean): Issue;
