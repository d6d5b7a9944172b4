// Run inside the consumer project: copies the installed @payments-contract/spec and changes it as a team would —
// a new path (GET and POST), a new schema, a new notification type confirmed by the new GET.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const spec = JSON.parse(readFileSync(require.resolve('@payments-contract/spec/openapi.json'), 'utf8'));
const security = spec.paths['/single/{id}'].get.security;
spec.components.schemas.LoyaltyAccount = {
  type: 'object',
  required: ['id', 'points'],
  properties: { id: { type: 'string', format: 'uuid' }, points: { type: 'integer', minimum: 0 } },
};
spec.paths['/loyalty/{id}'] = {
  get: {
    operationId: 'getLoyaltyAccount',
    security,
    parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
    responses: {
      200: {
        description: 'The account',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/LoyaltyAccount' } } },
      },
    },
  },
  post: {
    operationId: 'creditLoyaltyAccount',
    security,
    parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['points'],
            properties: { points: { type: 'integer', minimum: 1 }, reason: { type: 'string', maxLength: 50 } },
          },
        },
      },
    },
    responses: {
      201: {
        description: 'Credited',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/LoyaltyAccount' } } },
      },
    },
  },
};
const type = spec.components.schemas.NotificationType;
type.enum.push('loyalty_credit');
type['x-confirmed-by'].loyalty_credit = { resource: 'loyalty account', operationId: 'getLoyaltyAccount' };
writeFileSync('spec.json', `${JSON.stringify(spec, null, 2)}\n`);
