# Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
IDEMPOTENCY_KEY=$(openssl rand -hex 16)
BODY='{"method":"cc","frequency":"1M","value":12.55,"start_time":"2026-12-01 09:00","max_captures":12,"capture_now":true,"retries":2,"key":"plan-basic-0007","capture":{"descriptive":"Basic plan"},"customer":{"name":"Ana Silva","email":"ana@example.com","phone":"911234567"}}'
curl -sS -X POST "$PAYMENTS_BASE_URL/subscription" \
  -H "AccountId: $PAYMENTS_ACCOUNT_ID" \
  -H "ApiKey: $PAYMENTS_API_KEY" \
  -H "Idempotency-Key: $IDEMPOTENCY_KEY" \
  -H 'Content-Type: application/json' \
  --data "$BODY"
