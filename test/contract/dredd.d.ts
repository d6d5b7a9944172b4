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
    run(callback: (error: unknown, stats: DreddStats) => void): void;
  }
  export = Dredd;
}
declare module 'dredd/build/reporters/reporterOutputLogger.js' {
  const logger: { transports: { console: { silent: boolean } } };
  export default logger;
}
