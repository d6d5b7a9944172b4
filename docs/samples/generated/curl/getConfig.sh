# Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
curl -sS -X GET "$PAYMENTS_BASE_URL/config" \
  -H "AccountId: $PAYMENTS_ACCOUNT_ID" \
  -H "ApiKey: $PAYMENTS_API_KEY"
