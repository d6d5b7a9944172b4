# Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
IDEMPOTENCY_KEY=$(openssl rand -hex 16)
BODY='{"status":"inactive"}'
curl -sS -X PATCH "$PAYMENTS_BASE_URL/subscription/2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21" \
  -H "AccountId: $PAYMENTS_ACCOUNT_ID" \
  -H "ApiKey: $PAYMENTS_API_KEY" \
  -H "Idempotency-Key: $IDEMPOTENCY_KEY" \
  -H 'Content-Type: application/json' \
  --data "$BODY"
