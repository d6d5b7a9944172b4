# Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
IDEMPOTENCY_KEY=$(openssl rand -hex 16)
BODY='{"generic":"https://shop.example/payments/notifications/generic","authorisation":"https://shop.example/payments/notifications/authorisation","transaction":"https://shop.example/payments/notifications/transaction"}'
curl -sS -X PATCH "$PAYMENTS_BASE_URL/config" \
  -H "AccountId: $PAYMENTS_ACCOUNT_ID" \
  -H "ApiKey: $PAYMENTS_API_KEY" \
  -H "Idempotency-Key: $IDEMPOTENCY_KEY" \
  -H 'Content-Type: application/json' \
  --data "$BODY"
