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
export declare const standardChecks: Record<'date' | 'date-time' | 'uri' | 'uuid', FormatCheck>;
