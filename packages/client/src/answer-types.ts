// The type of what a call answers: openapi-fetch's FetchResponse, read through a Readable that leaves strings alone.
// An open enum (openapi/descriptions/introduction.md, "Open enums") is `'paid' | … | (string & {})`, so that editors
// suggest the known values and any other string compiles. openapi-fetch's Readable<> maps every object type
// field by field, and `string & {}` is one: it came out as an object of string's methods, so
// `const s: string = data.payment_status` failed (TS2322) and so did `.toUpperCase()` (TS2349) (issue 24).
// No spelling of the open part survives that Readable (`string & Record<never, never>` and branded forms are object
// types too; template-literal forms absorb the known values), so the client reads answers through its own.
import type { ParseAsResponse } from 'openapi-fetch';
import type {
  $Read,
  $Write,
  ErrorResponse,
  MediaType,
  ResponseObjectMap,
  SuccessResponse,
} from 'openapi-typescript-helpers';

/**
 * openapi-typescript-helpers' Readable (drops writeOnly fields, unwraps readOnly ones) except that any string type,
 * `string & {}` included, is kept as it is.
 */
export type Readable<T> =
  // biome-ignore lint/suspicious/noExplicitAny: the marker's own constraint, as in openapi-typescript-helpers.
  T extends $Write<any>
    ? never
    : T extends $Read<infer U>
      ? Readable<U>
      : T extends string
        ? T
        : T extends (infer E)[]
          ? Readable<E>[]
          : T extends object
            ? // biome-ignore lint/suspicious/noExplicitAny: as above.
              { [K in keyof T as NonNullable<T[K]> extends $Write<any> ? never : K]: Readable<T[K]> }
            : T;

/** An answer: its parsed body as `data` (a 2xx) or `error` (anything else), and the Response. */
// biome-ignore lint/suspicious/noExplicitAny: FetchResponse's own constraint.
export type PaymentsResponse<T extends Record<string | number, any>, Options, Media extends MediaType> =
  | {
      data: ParseAsResponse<Readable<SuccessResponse<ResponseObjectMap<T>, Media>>, Options>;
      error?: never;
      response: Response;
    }
  | {
      data?: never;
      error: Readable<ErrorResponse<ResponseObjectMap<T>, Media>>;
      response: Response;
    };
