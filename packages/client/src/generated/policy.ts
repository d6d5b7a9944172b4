/**
 * Generated from the payments service's OpenAPI document (packages/spec) by payments-contract's generators.
 * Do not edit: change the spec or the generator, then run `npm run generate`.
 */

/** The retry and idempotency rules of the interface (Errors rules 5 and 6), from `x-retry-policy`. */
export const retryPolicy = {
  "shouldRetryHeader": "X-Service-Should-Retry",
  "whenHeaderAbsent": {
    "retryOnNoResponse": true,
    "retryStatuses": [
      409,
      429,
      502,
      503
    ],
    "retryStatusesUnlessMethod": [
      {
        "status": 500,
        "methods": [
          "POST"
        ]
      }
    ]
  },
  "maxAttempts": {
    "default": 3
  },
  "idempotency": {
    "header": "Idempotency-Key",
    "methods": [
      "POST",
      "PATCH"
    ],
    "maxLength": 50,
    "retentionHours": 24,
    "replayHeader": "Idempotency-Replay",
    "notPinnedStatuses": [
      429,
      502,
      503
    ]
  }
} as const;
/** The four 403 authentication messages by cause (Authentication rule 3). */
export const authenticationCauses = {
  "missing_headers": "Authentication Error: Missing AccountId or ApiKey headers",
  "invalid_credentials": "Authentication Error: Invalid AccountId or ApiKey",
  "blocked_account": "Authentication Error: Your account has been blocked",
  "insufficient_permission": "Authentication Error: Insufficient permissions for this action"
} as const;
/** Operations whose requests carry `Signature`, and what it signs (Authentication rule 5). */
export const signedOperations = [
  {
    "method": "POST",
    "path": "/out_payment",
    "header": "Signature",
    "algorithm": "RSA-SHA256",
    "encoding": "base64",
    "signs": "body"
  },
  {
    "method": "DELETE",
    "path": "/out_payment/{id}",
    "header": "Signature",
    "algorithm": "RSA-SHA256",
    "encoding": "base64",
    "signs": "path-parameter",
    "parameter": "id"
  }
] as const;
/** Every list operation and its pagination style. */
export const listOperations = {
  "/single": "page",
  "/frequent": "page",
  "/subscription": "page",
  "/capture": "cursor",
  "/refund": "cursor",
  "/chargeback": "cursor",
  "/report/ledger": "cursor",
  "/report/transactions": "page",
  "/out_payment": "page",
  "/link": "cursor"
} as const;
/** The interval filter format and its maximum span (Limits). */
export const intervalFilter = {
  "type": "string",
  "pattern": "^interval\\((?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))|(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29) (?:[01]\\d|2[0-3]):[0-5]\\d,(?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))|(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29) (?:[01]\\d|2[0-3]):[0-5]\\d\\)$",
  "maxSpanDays": 30
} as const;
