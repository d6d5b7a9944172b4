#!/usr/bin/env node
// @ts-check
// `npm run mock` / `payments-mock [--port N] [--host H]`: the payments service mock on loopback until Ctrl-C.
import { parseArgs } from 'node:util';
import { startMock } from './index.js';

const HELP = `Usage: payments-mock [--host 127.0.0.1] [--port 4010]

Serves the payments service's spec examples on loopback with Prism, refusing requests that break the contract
(missing AccountId/ApiKey, an invalid body) with the service's error envelope. Send 'Prefer: code=404' (or
'example=NAME') to choose an answer. Stops on Ctrl-C. Exit codes: 0 stopped, 1 could not start, 2 bad usage.
`;

try {
  const { values } = parseArgs({
    options: { host: { type: 'string' }, port: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    process.stdout.write(HELP);
  } else {
    const port = values.port === undefined ? 4010 : Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw Object.assign(new Error('--port must be a port number'), { usage: true });
    const mock = await startMock({ host: values.host ?? '127.0.0.1', port });
    process.stderr.write(
      `payments mock listening on ${mock.url} (base address ${mock.url}, like …/2.0 of the service)\n`,
    );
    const stop = async () => {
      process.stderr.write('stopping the mock\n');
      await mock.stop();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
} catch (error) {
  const usage =
    /** @type {{ usage?: boolean, code?: string }} */ (error).usage ||
    /** @type {{ code?: string }} */ (error).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
  process.stderr.write(`error: ${error instanceof Error ? error.message : error}\n${usage ? `\n${HELP}` : ''}`);
  process.exitCode = usage ? 2 : 1;
}
