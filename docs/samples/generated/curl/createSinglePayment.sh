# Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
IDEMPOTENCY_KEY=$(openssl rand -hex 16)
BODY='{"key":"order-2026-0042","value":25.5,"method":"mb","customer":{"name":"Ana Silva","email":"ana@example.com","phone":"911234567","phone_indicative":"+351","key":"customer-0007"},"capture":{"descriptive":"Order 2026-0042","transaction_key":"tx-2026-0042"},"notification":{"customer_method_instructions_email":true}}'
curl -sS -X POST "$PAYMENTS_BASE_URL/single" \
  -H "AccountId: $PAYMENTS_ACCOUNT_ID" \
  -H "ApiKey: $PAYMENTS_API_KEY" \
  -H "Idempotency-Key: $IDEMPOTENCY_KEY" \
  -H 'Content-Type: application/json' \
  --data "$BODY"
