export type FormatCheck =
  | { type: 'string'; validate: (value: string) => boolean }
  | { type: 'number'; validate: (value: number) => boolean };
export interface FormatSpec {
  type: 'string' | 'number';
  pattern?: string;
  maxDecimals?: number;
  maxSpanDays?: number;
}
export declare function formatChecks(xFormats: Record<string, FormatSpec>): Record<string, FormatCheck>;
/** The decimals of a JSON number's shortest round-trip form (`String(n)`), exponent included. */
export declare function decimalPlaces(value: number): number;
export declare const standardChecks: Record<'date' | 'date-time' | 'uri' | 'uuid', FormatCheck>;
