// The mock agrees with the generated validators on the prose rules whose encoding Prism (under the mock, with a
// draft-07 Ajv that ignores prefixItems) could read differently: checkout conditions on `type`'s first element.
// Each payload goes through the mock on loopback; the want is what validateRequest says.
import { startMock } from '@payments-contract/mock';
import { validateRequest } from '@payments-contract/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patience } from '../helpers/patience.js';

let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock({ port: 0 });
}, patience(40_000));
afterAll(() => mock?.stop());

const customer = { name: 'Ana Silva', email: 'ana@example.com', phone: '911234567' };
const checkout = (type: string[], payment: Record<string, unknown>) => ({
  type,
  payment: { methods: ['cc'], capture: { descriptive: 'Order 42' }, ...payment },
  order: { value: 25.5 },
  customer,
});
const subscription = { frequency: '1M', start_time: '2027-01-01 10:00', max_captures: 12 };

async function mockSays(body: unknown) {
  const answer = await fetch(`${mock.url}/checkout`, {
    method: 'POST',
    headers: { AccountId: 'a', ApiKey: 'k', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  await answer.text();
  return answer.status === 201 ? 'accepted' : 'refused';
}
const validatorsSay = (body: unknown) => (validateRequest('POST /checkout', body).ok ? 'accepted' : 'refused');

describe('the mock and the validators on checkout kinds', () => {
  it('agree that only the first element of type is used [checkout.type-first-element] [checkout.methods-per-kind]', async () => {
    const bodies = [
      checkout(['single', 'subscription'], { methods: ['uf'] }),
      checkout(['single', 'frequent'], { methods: ['sc'] }),
      checkout(['subscription', 'single'], { methods: ['cc', 'dd'], ...subscription }),
      checkout(['subscription', 'single'], { methods: ['cc'] }),
      checkout(['frequent'], { methods: ['uf'] }),
    ];
    const want = ['accepted', 'accepted', 'accepted', 'refused', 'refused'];
    expect(bodies.map(validatorsSay)).toEqual(want);
    const said: string[] = [];
    for (const body of bodies) said.push(await mockSays(body));
    expect(said).toEqual(want);
  });
});
