/** Deep equality of JSON values (uniqueItems, const and enum over objects). */
export declare function equal(a: unknown, b: unknown): boolean;
