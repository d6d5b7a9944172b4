// Dredd ships no types; the contract run uses its programmatic API and its reporters' logger.
declare module 'dredd' {
  interface DreddConfig {
    endpoint: string;
    path: string[];
    hookfiles: string[];
    loglevel: string;
    reporter: string[];
    color: boolean;
  }
  interface DreddStats {
    tests: number;
    failures: number;
    errors: number;
    passes: number;
    skipped: number;
  }
  class Dredd {
    constructor(config: DreddConfig);
    /** The run's configuration, which Dredd completes as it runs (`apiDescriptions`: the parsed descriptions). */
    configuration: Record<string, unknown>;
    run(callback: (error: unknown, stats: DreddStats) => void): void;
  }
  export = Dredd;
}
declare module 'dredd/build/reporters/reporterOutputLogger.js' {
  const logger: { transports: { console: { silent: boolean } } };
  export default logger;
}
// The `hooks` module Dredd hands hook files (packages/behaviour/contract/hooks.cjs): the transaction fields the hooks read and set.
declare module 'hooks' {
  namespace hooks {
    interface Transaction {
      origin: { resourceName: string };
      fullPath: string;
      /** Where Dredd sends the request: `protocol` ends with a colon ("http:"). */
      protocol: string;
      host: string;
      port: number;
      skip: boolean;
      request: { method: string; uri: string; headers: Record<string, string>; body: string };
      expected: { statusCode: string; bodySchema?: unknown };
      real?: { statusCode: string; body: string };
      test?: { status?: string; message?: string };
      results?: { fields?: Record<string, { errors?: { message: string }[] }> };
    }
    type Done = (error?: unknown) => void;
  }
  const hooks: {
    beforeAll(hook: (transactions: hooks.Transaction[], done: hooks.Done) => void): void;
    beforeEach(hook: (transaction: hooks.Transaction, done: hooks.Done) => void): void;
    beforeEachValidation(hook: (transaction: hooks.Transaction, done: hooks.Done) => void): void;
    afterEach(hook: (transaction: hooks.Transaction, done: hooks.Done) => void): void;
  };
  export = hooks;
}
