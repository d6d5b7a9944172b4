// The hand-written declarations (types/index.d.ts) say what src/index.js does: the project's own tsc run (`npx tsc
// --noEmit -p tsconfig.json`, which reads the JSDoc of the JavaScript) fails when they part, either way.
import type { startMock } from '@payments-contract/mock';
import type * as source from '../../src/index.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const agree: Same<typeof startMock, typeof source.startMock> = true;
