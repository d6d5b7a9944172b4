// A signed out payment (docs/guides/calling-the-service.md shows the region). The client must have a signer (rsaSigner).
// #region out-payment
import type { PaymentsClient } from '@payments-contract/client';

export async function payOut(client: PaymentsClient) {
  const { data } = await client.POST('/out_payment', {
    body: {
      method: 'transfer',
      value: 120,
      timestamp: '2026-11-21 11:00:00',
      customer: { name: 'Bruno Costa', email: 'bruno@example.com', phone: '912345678' },
      out_account: {
        account_holder: 'Bruno Costa',
        iban: 'PT50002700000001234567833',
        email: 'bruno@example.com',
        phone: '912345678',
      },
    },
  });
  return data?.id;
}
// #endregion out-payment
