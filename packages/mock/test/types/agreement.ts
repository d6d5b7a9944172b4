// The declarations the package ships (dist/index.d.ts, emitted by its build) say what src/index.js does now: the
// project's own tsc run (`npm run typecheck`, which reads the JSDoc of the JavaScript) fails when they part, either
// way, as when the source changed and the package was not built again.
import type { startMock } from '@payments-contract/mock';
import type * as source from '../../src/index.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const agree: Same<typeof startMock, typeof source.startMock> = true;
