// Logging what the client does: any logger with debug, info, warn and error (pino, console, yours), called at every
// level; `atLevel(logger, level)` for one without levels of its own, or `logger: envLogger()` for JSON lines on stderr
// when PAYMENTS_LOG=debug|info|warn|error is set (both from @payments-contract/client/logging). Credentials and
// signatures are redacted.
//   npm run mock   (another terminal)   then   PAYMENTS_BASE_URL=http://127.0.0.1:4010 npx tsx docs/examples/logging.ts
// #region logger
import { createPaymentsClient, type PaymentsLogger } from '@payments-contract/client';
import { atLevel } from '@payments-contract/client/logging';

export function loggedClient({ baseUrl, accountId, apiKey }: { baseUrl: string; accountId: string; apiKey: string }) {
  // With pino: `createPaymentsClient({ …, logger: pino({ level: 'debug' }) })`. Here, lines kept in memory.
  const lines: string[] = [];
  const keep = (level: string) => (fields: Record<string, unknown>, message: string) =>
    lines.push(`${level} ${message} ${JSON.stringify(fields)}`);
  const logger: PaymentsLogger = { debug: keep('debug'), info: keep('info'), warn: keep('warn'), error: keep('error') };

  return { lines, client: createPaymentsClient({ baseUrl, accountId, apiKey, logger: atLevel(logger, 'debug') }) };
}
// #endregion logger

export async function main(settings: { baseUrl: string; accountId: string; apiKey: string }) {
  const { client, lines } = loggedClient(settings);
  await client.GET('/system/ping');
  for (const line of lines) console.log(line);
  // e.g. debug request {"method":"GET","path":"/system/ping","headers":{"accountid":"[redacted]","apikey":"[redacted]",…}}
  //      debug try {"method":"GET","path":"/system/ping","attempt":1,"status":200,"ms":3.1}
  return { lines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = process.env;
  await main({
    baseUrl: env.PAYMENTS_BASE_URL ?? 'http://127.0.0.1:4010',
    accountId: env.PAYMENTS_ACCOUNT_ID ?? 'demo',
    apiKey: env.PAYMENTS_API_KEY ?? 'demo',
  });
}
