# Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
IDEMPOTENCY_KEY=$(openssl rand -hex 16)
BODY='{"method":"dd","key":"membership-0007","min_value":0.01,"max_value":100,"unlimited_payments":true,"currency":"EUR","expiration_time":"2027-12-31 23:59","customer":{"name":"Ana Silva","email":"ana@example.com","phone":"911234567","key":"customer-0007"},"sdd_mandate":{"iban":"PT50000747199140461443823","name":"Ana Silva","email":"ana@example.com","phone":"911234567","account_holder":"Ana Silva","country_code":"PT"}}'
curl -sS -X POST "$PAYMENTS_BASE_URL/frequent" \
  -H "AccountId: $PAYMENTS_ACCOUNT_ID" \
  -H "ApiKey: $PAYMENTS_API_KEY" \
  -H "Idempotency-Key: $IDEMPOTENCY_KEY" \
  -H 'Content-Type: application/json' \
  --data "$BODY"
