# Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
curl -sS -X GET "$PAYMENTS_BASE_URL/subscription?expiration_time=interval(2026-01-01%2000%3A00%2C2026-01-31%2000%3A00)&created_at=interval(2026-01-01%2000%3A00%2C2026-01-31%2000%3A00)" \
  -H "AccountId: $PAYMENTS_ACCOUNT_ID" \
  -H "ApiKey: $PAYMENTS_API_KEY"
