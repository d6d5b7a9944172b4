export type FormatCheck =
  | { type: 'string'; validate: (value: string) => boolean; description?: string }
  | { type: 'number'; validate: (value: number) => boolean; description?: string };
export interface FormatSpec {
  type: 'string' | 'number';
  pattern?: string;
  maxDecimals?: number;
  maxSpanDays?: number;
  description?: string;
}
/** What a format's values must be, in the spec's words, once a check of that name has refused a value. */
export declare function formatRule(name: string): string | undefined;
/** The check of one x-formats entry. */
export declare function formatCheck(name: string, spec: FormatSpec): FormatCheck;
export declare function formatChecks(xFormats: Record<string, FormatSpec>): Record<string, FormatCheck>;
/** The decimals of a JSON number's shortest round-trip form (`String(n)`), exponent included. */
export declare function decimalPlaces(value: number): number;
export declare const standardChecks: Record<'date' | 'date-time' | 'uri' | 'uuid', FormatCheck>;
