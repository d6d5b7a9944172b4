export interface AjvError {
  instancePath: string;
  keyword: string;
  // biome-ignore lint/suspicious/noExplicitAny: Ajv's params differ by keyword (allowedValues, format, pattern …).
  params: Record<string, any>;
  message?: string;
  schemaPath?: string;
}
/** An error as read: a failed anyOf/oneOf carries its branches' faults. */
export type ReadableError = AjvError & { branches?: AjvError[][] };
export declare function readableErrors(errors: AjvError[]): ReadableError[];
