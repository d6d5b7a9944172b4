// Checking the credentials (docs/guides/calling-the-service.md shows the region; call-the-service.ts runs it).
// #region authentication
import { describeError, type PaymentsClient } from '@payments-contract/client';

export async function checkCredentials(client: PaymentsClient) {
  const ping = await client.GET('/system/ping');
  // A 403 authentication failure reads as one of four causes: 'missing_headers', 'invalid_credentials' …
  if (ping.error) console.log(describeError(ping.response.status, ping.error).authentication);
  return ping.response.status;
}
// #endregion authentication
