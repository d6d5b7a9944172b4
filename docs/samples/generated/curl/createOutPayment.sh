# Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
IDEMPOTENCY_KEY=$(openssl rand -hex 16)
BODY='{"type":"normal","method":"transfer","key":"payout-0091","value":120,"descriptive":"Supplier invoice 0091","timestamp":"2026-11-21 11:00:00","customer":{"name":"Bruno Costa","email":"bruno@example.com","phone":"912345678"},"out_account":{"account_holder":"Bruno Costa","iban":"PT50002700000001234567833","email":"bruno@example.com","phone":"912345678"}}'
SIGNATURE=$(printf '%s' "$BODY" | openssl dgst -sha256 -sign private-key.pem | openssl base64 -A)
curl -sS -X POST "$PAYMENTS_BASE_URL/out_payment" \
  -H "AccountId: $PAYMENTS_ACCOUNT_ID" \
  -H "ApiKey: $PAYMENTS_API_KEY" \
  -H "Idempotency-Key: $IDEMPOTENCY_KEY" \
  -H 'Content-Type: application/json' \
  -H "Signature: $SIGNATURE" \
  --data "$BODY"
