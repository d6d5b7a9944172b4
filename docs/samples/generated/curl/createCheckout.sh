# Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
IDEMPOTENCY_KEY=$(openssl rand -hex 16)
BODY='{"type":["single"],"payment":{"methods":["cc","mb","mbw"],"type":"sale","capture":{"descriptive":"Order 2026-0042"},"currency":"EUR","key":"order-2026-0042"},"order":{"value":25.5,"key":"order-2026-0042","items":[{"key":"sku-1","description":"Coffee beans","quantity":2,"value":12.75}]},"customer":{"name":"Ana Silva","email":"ana@example.com","phone":"911234567"}}'
curl -sS -X POST "$PAYMENTS_BASE_URL/checkout" \
  -H "AccountId: $PAYMENTS_ACCOUNT_ID" \
  -H "ApiKey: $PAYMENTS_API_KEY" \
  -H "Idempotency-Key: $IDEMPOTENCY_KEY" \
  -H 'Content-Type: application/json' \
  --data "$BODY"
