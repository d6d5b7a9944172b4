// A few records of every kind made before the fuzz run, so that fuzzed ids sometimes name something that exists
// and the requests reach the payment states (authorised, paid, voided, refunded …) and not only "no such id".
type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const CUSTOMER = { name: 'Ana Silva', email: 'ana@example.com', phone: '911234567' };
const HEADERS = {
  AccountId: 'simulator-account',
  ApiKey: 'simulator-key',
  Signature: 'c2lnbmVk',
  'Content-Type': 'application/json',
};

export async function seedRecords(fetch: Fetch, base: string): Promise<string[]> {
  const ids: string[] = [];
  const post = async (path: string, body: unknown) => {
    const answer = await fetch(`${base}${path}`, { method: 'POST', headers: HEADERS, body: JSON.stringify(body) });
    const id = ((await answer.json()) as { id?: string }).id;
    if (id) ids.push(id);
    return id ?? 'missing';
  };
  const single = await post('/single', { method: 'cc', value: 40, customer: CUSTOMER });
  const paid = await post('/single', { method: 'cc', value: 20, customer: CUSTOMER });
  const capture = await post(`/capture/${paid}`, { descriptive: 'Seed', value: 20 });
  await post(`/refund/${capture}`, { value: 5 });
  await post('/single', { method: 'mb', value: 10, customer: CUSTOMER });
  const frequent = await post('/frequent', { method: 'cc', min_value: 1, max_value: 100, customer: CUSTOMER });
  const authorisation = await post(`/frequent/authorisation/${frequent}`, { descriptive: 'Seed', value: 30 });
  await post(`/void/${single}`, { descriptive: 'Seed' });
  await post(`/capture/${authorisation}`, { descriptive: 'Seed', value: 10 });
  await post('/subscription', {
    method: 'cc',
    value: 9,
    frequency: '1M',
    max_captures: 2,
    start_time: '2030-01-01 10:00',
    customer: CUSTOMER,
  });
  await post('/checkout', {
    type: ['single'],
    payment: { methods: ['mb'], capture: { descriptive: 'Seed' } },
    order: { value: 5 },
    customer: CUSTOMER,
  });
  await post('/link', {
    type: 'SINGLE',
    customer: { ...CUSTOMER, language: 'PT' },
    payment: { methods: ['cc'], capture: { descriptive: 'Seed' }, single: { requested_amount: '5.00' } },
  });
  await post('/out_payment', {
    customer: CUSTOMER,
    value: 5,
    method: 'transfer',
    timestamp: '2026-11-24 10:00:00',
    out_account: {
      account_holder: 'Rui Costa',
      iban: 'PT50000201231234567890154',
      email: 'rui@example.com',
      phone: '911234567',
    },
  });
  return ids;
}
