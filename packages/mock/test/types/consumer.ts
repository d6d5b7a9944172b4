// A strict TypeScript consumer of @payments-contract/mock (compiled by ../types.integration.test.ts): it compiles only when the
// package ships declarations (TS7016 otherwise). agreement.ts checks them against src/index.js.
import { type Mock, type MockOptions, startMock } from '@payments-contract/mock';

const options: MockOptions = { host: '127.0.0.1', port: 0 };

export async function baseAddress(): Promise<string> {
  const mock: Mock = await startMock(options);
  await mock.stop();
  return mock.url;
}

// the declarations are types, not `any`: a wrong option does not compile
// @ts-expect-error a port is a number
export const wrong = () => startMock({ port: '4010' });
