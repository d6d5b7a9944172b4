// The simulator on any runtime with fetch and WebCrypto (a page, a Web Worker, Deno, Bun, Node): its browser entry
// imports nothing from Node. `send` makes one call and answers its status and body; a signed operation is signed with
// the published test key by WebCrypto. Run by packages/simulator/test/examples.test.ts.
// #region any-runtime
import { createSimulator, signWithTestKey } from '@payments-contract/simulator/browser';

const simulator = createSimulator();
const credentials = { AccountId: 'simulator-account', ApiKey: 'simulator-key' };

/** One call to the simulator, as a page's "Try it" panel would send it. */
export async function send(method: string, path: string, body?: unknown, signed = false) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { ...credentials, 'Content-Type': 'application/json' };
  if (signed) headers.Signature = await signWithTestKey(text ?? '');
  const answer = await simulator.fetch(
    new Request(`https://sandbox.payments.example/2.0${path}`, { method, headers, body: text ?? null }),
  );
  return { status: answer.status, body: await answer.text() };
}
// #endregion any-runtime
