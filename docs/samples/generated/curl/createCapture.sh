# Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
IDEMPOTENCY_KEY=$(openssl rand -hex 16)
BODY='{"descriptive":"Order 2026-0042","value":25.5,"transaction_key":"tx-2026-0042","capture_date":"2026-11-20","splits":[{"split_key":"partner-share","split_descriptive":"Partner share of order 2026-0042","value":5,"account":{"id":"1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a"}}]}'
curl -sS -X POST "$PAYMENTS_BASE_URL/capture/2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21" \
  -H "AccountId: $PAYMENTS_ACCOUNT_ID" \
  -H "ApiKey: $PAYMENTS_API_KEY" \
  -H "Idempotency-Key: $IDEMPOTENCY_KEY" \
  -H 'Content-Type: application/json' \
  --data "$BODY"
