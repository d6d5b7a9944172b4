/** Which declared answer a status code takes: the exact code, then its range (`4XX`), then `default`. */
export declare function statusKey(status: number | string, declared: readonly string[]): string | undefined;
/** Header values under the spelling the spec declares them with (header names are case-insensitive). */
export declare function declaredHeaders(values: unknown, declared: Readonly<Record<string, string>>): unknown;
