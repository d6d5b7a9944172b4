// Starts the installed mock, runs the compiled app against it, prints what it returned, and stops the mock.
import { startMock } from '@payments-contract/mock';
import { run } from './dist/app.js';

const mock = await startMock({ port: 0 });
try {
  console.log(JSON.stringify(await run(mock.url)));
} finally {
  await mock.stop();
}
