export interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  schemaPath?: string;
}
/** An error as read: a failed anyOf/oneOf carries its branches' faults. */
export type ReadableError = AjvError & { branches?: AjvError[][] };
export declare function readableErrors(errors: AjvError[]): ReadableError[];
