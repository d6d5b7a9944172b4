// Declarations of @payments-contract/mock (its source is JavaScript): what `startMock` takes and returns, so that a
// strict TypeScript project can import it. test/types.integration.test.ts compiles a consumer against them and checks them
// against the JSDoc of src/index.js.

export interface MockOptions {
  /** Interface to bind (default `127.0.0.1`). */
  host?: string | undefined;
  /** Port to listen on (default 4010; 0 picks a free port). */
  port?: number | undefined;
  /**
   * Path of the OpenAPI document Prism serves (default: the bundled `@payments-contract/spec/openapi.json`). Requests
   * are checked by this document too (its routes, request schemas, signed operations and idempotent methods),
   * compiled when the mock starts; it rejects naming the file when the document cannot be read.
   */
  spec?: string | undefined;
}

export interface Mock {
  /** The base address, e.g. `http://127.0.0.1:4010` (the service's `…/2.0`). */
  url: string;
  /** Stops the proxy and Prism; resolves once Prism has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the mock: Prism serving the spec's examples behind a proxy that answers in the interface's error envelope.
 * Rejects when the port is in use (naming it) or Prism does not start within 30 s.
 */
export function startMock(options?: MockOptions): Promise<Mock>;
