# Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
IDEMPOTENCY_KEY=$(openssl rand -hex 16)
BODY='{"type":"SINGLE","expiration_time":"2026-12-31T23:59:00Z","customer":{"name":"Ana Silva","email":"ana@example.com","phone":"+351911234567","language":"PT"},"payment":{"methods":["cc","mb"],"capture":{"descriptive":"Order 2026-0042","key":"order-2026-0042"},"single":{"requested_amount":"25.50"}}}'
curl -sS -X POST "$PAYMENTS_BASE_URL/link" \
  -H "AccountId: $PAYMENTS_ACCOUNT_ID" \
  -H "ApiKey: $PAYMENTS_API_KEY" \
  -H "Idempotency-Key: $IDEMPOTENCY_KEY" \
  -H 'Content-Type: application/json' \
  --data "$BODY"
