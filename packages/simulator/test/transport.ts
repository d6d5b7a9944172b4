// How the simulator's test suites send a request to the simulator: straight to its in-process `fetch` (the default),
// or, with SIMULATOR_TRANSPORT=msw, through `fetch` intercepted by Mock Service Worker (msw/node) with the handlers of
// the MSW entry (src/msw.js) in front of that simulator. msw.integration.test.ts runs the lifecycle and fuzzing
// suites the second way and expects the same verdicts.
import { setupServer } from 'msw/node';
import type { createSimulator } from '../src/index.js';
import { handlers } from '../src/msw.js';

type Simulator = ReturnType<typeof createSimulator>;

export const THROUGH_MSW = process.env.SIMULATOR_TRANSPORT === 'msw';

let server: ReturnType<typeof setupServer> | undefined;
let serving: Simulator | undefined;
/** Requests the handlers passed to the simulator: each `send` checks that the count moved while it was sent. */
let served = 0;

/** The simulator's answer to `request`, by the transport the run was started with. */
export async function send(simulator: Simulator, request: Request, baseUrl: string): Promise<Response> {
  if (!THROUGH_MSW) return simulator.fetch(request);
  if (!server) {
    server = setupServer();
    // a request no handler answers is an error of the test, never a real request off the machine
    server.listen({ onUnhandledRequest: 'error' });
  }
  if (serving !== simulator) {
    const counted = {
      fetch: (answered: Request) => {
        served += 1;
        return simulator.fetch(answered);
      },
    };
    server.resetHandlers(...handlers(counted, { baseUrl }));
    serving = simulator;
  }
  const before = served;
  // a request the Fetch API refuses (an invalid header) throws here, as it does before reaching the simulator
  const answer = await fetch(request);
  // requests sent at once (Promise.all) are counted together: at least one was answered while this one was on its way
  if (served === before) throw new Error(`${request.method} ${request.url} did not go through the MSW handlers`);
  return answer;
}
