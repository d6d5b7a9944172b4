// @ts-check
// Ids and reference numbers for new records: random, or with a seed a repeatable sequence (mulberry32), so two runs
// with the same --seed create the same payment, capture, customer, mandate ids and the same multibanco references.
import { randomDigit, randomId } from './platform/random.js';

// The generator's position is saved with the state (`ids` in a snapshot) and resumed from it, so a simulator
// started again with the same --seed and --state never makes an id it already made.

/** The largest seed: the generator's state is 32 bits. */
export const MAX_SEED = 2 ** 32 - 1;

/** @param {number} seed @returns {{ next: () => number, position: () => number, resume: (at: number) => void }} */
function mulberry32(seed) {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) >>> 0;
    },
    position: () => state,
    resume(at) {
      state = at >>> 0;
    },
  };
}

/** @param {unknown} seed */
export function checkSeed(seed) {
  if (
    seed !== undefined &&
    !(Number.isInteger(seed) && /** @type {number} */ (seed) >= 0 && /** @type {number} */ (seed) <= MAX_SEED)
  )
    throw new RangeError(
      `option 'seed' must be a whole number from 0 to ${MAX_SEED}, not ${String(seed).slice(0, 40)}`,
    );
}

/**
 * @param {number | undefined} seed
 * @returns {{ id: () => string, digits: (length: number) => string, position: () => number | undefined,
 *   resume: (at: number) => void }}
 */
export function idGenerator(seed) {
  checkSeed(seed);
  if (seed === undefined)
    return {
      id: randomId,
      digits: (length) => Array.from({ length }, randomDigit).join(''),
      position: () => undefined,
      resume: () => {},
    };
  const generator = mulberry32(seed);
  const next = generator.next;
  const hex8 = () => next().toString(16).padStart(8, '0');
  return {
    id() {
      const hex = `${hex8()}${hex8()}${hex8()}${hex8()}`;
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Number.parseInt(hex[16] ?? '0', 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
    digits: (length) => Array.from({ length }, () => next() % 10).join(''),
    position: generator.position,
    resume: generator.resume,
  };
}
