import type { FormatCheck } from './format-checks.js';
export declare function isDate(value: string): boolean;
export declare function isDateTime(value: string): boolean;
export declare function isUri(value: string): boolean;
export declare function isIPv6(text: string): boolean;
export declare const IPV4: RegExp;
export declare const standardChecks: Record<'date' | 'date-time' | 'uri' | 'uuid', FormatCheck>;
