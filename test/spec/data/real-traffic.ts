// Real-shaped traffic, written from the field lists of the reference facts (the service's published client) and of
// the interface's resource tables, not from the spec's own examples: the values a live service sends and a real
// merchant writes, including those the interface leaves out of its lists (payment_status `active`, method status
// `success`, the wallet code `ap`, a single `capture` object, a capture's refunds and timestamps).

const PAYMENT = '6f1c2a9e-3b7d-4e21-9a0c-5d8e7f6a1b2c';
const CAPTURE = '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
const ACCOUNT = '4c67e74b-a256-4e0a-965d-97bf5d01bd50';
const CUSTOMER = 'c6056234-a3f9-42de-b944-3ed793fcb6bb';

const embeddedCapture = {
  id: CAPTURE,
  status: 'success',
  descriptive: 'Order 77',
  transaction_key: 'tx-77',
  capture_date: '2026-11-20',
  account: { id: ACCOUNT },
  splits: [],
} as const;

/** GET /single/{id}: a wallet payment the service calls `active`, with the reference's single `capture` object. */
export const singlePaymentDetail = {
  id: PAYMENT,
  type: 'sale',
  key: 'order-77',
  descriptive: 'Order 77',
  value: 19.9,
  currency: 'EUR',
  expiration_time: '2026-12-01 10:00',
  created_at: '2026-11-20 09:15:00',
  paid_at: '2026-11-20 09:16:02',
  payment_status: 'active',
  customer: {
    id: CUSTOMER,
    name: 'Ana Silva',
    email: 'ana@example.com',
    phone: '911234567',
    phone_indicative: '+351',
    fiscal_number: 'PT123456789',
    key: 'customer-12',
    language: 'PT',
  },
  method: { type: 'ap', status: 'success', card_type: 'VISA', last_four: '4242', expiration_date: '12/29' },
  captures: [embeddedCapture],
  capture: embeddedCapture,
  transactions: [
    {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      key: 'tx-77',
      created_at: '2026-11-20 09:16:02',
      date: '2026-11-20 09:16:02',
      values: { requested: 19.9, paid: 19.9, fixed_fee: 0.1, variable_fee: 0.25, tax: 0.08, transfer: 19.47 },
      transfer_date: '2026-11-27',
      transfer_batch: '584',
      method: 'AP',
      document_number: 'FT 2026/77',
      descriptive: 'Order 77',
    },
  ],
  notification: { customer_method_instructions_email: false },
} as const;

/** GET /capture/{id}: with the refunds, timestamps and force_3ds the published client reads. */
export const captureDetail = {
  id: CAPTURE,
  status: 'refunded',
  descriptive: 'Order 77',
  value: 19.9,
  payment_id: PAYMENT,
  payment_type: 'single',
  account: { id: ACCOUNT },
  splits: [
    {
      id: 'd1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a',
      split_key: 'marketplace-fee',
      split_descriptive: 'Marketplace fee',
      value: 2.5,
      account: { id: ACCOUNT },
      clearing_date: '2026-11-27',
      clearing_period: '7D',
      status: 'waiting',
      reverts: [],
    },
  ],
  transaction_key: 'tx-77',
  capture_date: '2026-11-20',
  force_3ds: false,
  refunds: [{ id: 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b', value: 19.9 }],
  created_at: '2026-11-20 09:16',
  updated_at: '2026-11-21 15:04',
} as const;

/** GET /subscription/{id}: a card subscription whose method the service reports `inactive`. */
export const subscriptionDetail = {
  id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  key: 'plan-gold',
  expiration_time: '2027-11-20 09:00',
  start_time: '2026-12-01 09:00',
  frequency: '1M',
  retries: 2,
  max_captures: 12,
  failover: false,
  capture_now: true,
  customer: { id: CUSTOMER, language: 'PT', name: 'Ana Silva', email: 'ana@example.com', key: 'customer-12' },
  method: { status: 'inactive', type: 'cc', url: 'https://pay.example/3ds/abc' },
  currency: 'EUR',
  value: 12.55,
  created_at: '2026-11-20 09:00',
} as const;

/** GET /refund: a cursor page as the published client lists it. */
export const refundPage = {
  metadata: { next_cursor: 'lL_j7ilk7rc', count: 1 },
  data: [
    {
      status: 'success',
      id: 'f6a7b8c9-d0e1-4f2a-8b3c-4d5e6f7a8b9c',
      transaction_key: '01J1PKR2RPHJNJQGFWGDYXY0KM',
      value: 15.32,
      iban: 'PT50000747199140461443823',
      email: 'ana@example.com',
      phone: '911234567',
      account_holder: 'Ana Silva',
      capture: { payment_type: 'subscription', id: CAPTURE, payment_id: PAYMENT },
      created_at: '2026-11-21 15:04',
      updated_at: '2026-11-21 15:05',
    },
  ],
} as const;

/** POST /single: a direct-debit sale with a mandate, a dated capture with a split, and the reference's fields. */
export const directDebitSingle = {
  customer: { name: 'Ana Silva', email: 'ana@example.com', phone: '911234567', phone_indicative: '+351', key: 'c-12' },
  key: 'order-78',
  value: 40,
  method: 'dd',
  type: 'sale',
  currency: 'EUR',
  expiration_time: '2026-12-01 10:00',
  sdd_mandate: {
    iban: 'PT50000747199140461443823',
    name: 'Ana Silva',
    email: 'ana@example.com',
    phone: '911234567',
    account_holder: 'Ana Silva',
    country_code: 'PT',
    max_num_debits: '12',
  },
  capture: {
    descriptive: 'Order 78',
    transaction_key: 'tx-78',
    capture_date: '2026-11-25',
    splits: [{ value: 4, split_key: 'fee-78', account: { id: ACCOUNT } }],
  },
  notification: { customer_method_instructions_email: true },
} as const;

/** POST /single: a reference (mb) payment with the open `multibanco` configuration. */
export const referenceSingle = { value: 9.99, method: 'mb', multibanco: {}, key: 'order-79' } as const;

/** POST /capture/{id}: an mbw capture approved in the merchant's app, with the wallet SDK's data. */
export const walletCapture = {
  descriptive: 'Order 80',
  value: 12,
  currency: 'EUR',
  mbway_sdk: {
    purchase_token: 'tok_8f2a',
    initial_timestamp: '2026-11-20 10:20:30',
    merchant_operation_id: 'TESTACCOUNT5436',
    payload: 'eyJvcCI6IjEifQ',
  },
} as const;
