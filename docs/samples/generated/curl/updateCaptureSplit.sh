# Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
IDEMPOTENCY_KEY=$(openssl rand -hex 16)
BODY='{"clearing_date":"2026-12-04"}'
curl -sS -X PATCH "$PAYMENTS_BASE_URL/capture/00000000-0000-4000-8000-000000000000/splits/00000000-0000-4000-8000-000000000000" \
  -H "AccountId: $PAYMENTS_ACCOUNT_ID" \
  -H "ApiKey: $PAYMENTS_API_KEY" \
  -H "Idempotency-Key: $IDEMPOTENCY_KEY" \
  -H 'Content-Type: application/json' \
  --data "$BODY"
