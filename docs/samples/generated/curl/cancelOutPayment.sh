# Generated from the spec by scripts/code-samples (npm run bundle); do not edit. Shown in the docs page.
SIGNATURE=$(printf '%s' '2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21' | openssl dgst -sha256 -sign private-key.pem | openssl base64 -A)
curl -sS -X DELETE "$PAYMENTS_BASE_URL/out_payment/2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21" \
  -H "AccountId: $PAYMENTS_ACCOUNT_ID" \
  -H "ApiKey: $PAYMENTS_API_KEY" \
  -H "Signature: $SIGNATURE"
