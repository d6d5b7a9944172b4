# Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
curl -sS -X GET "$PAYMENTS_BASE_URL/capture/2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21" \
  -H "AccountId: $PAYMENTS_ACCOUNT_ID" \
  -H "ApiKey: $PAYMENTS_API_KEY"
