// @ts-check
// Ids and reference numbers for new records: random, or with a seed a repeatable sequence (mulberry32), so two runs
// with the same --seed create the same payment, capture, customer, mandate ids and the same multibanco references.
import { randomInt, randomUUID } from 'node:crypto';

/** @param {number} seed @returns {() => number} 32 random bits at a time */
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** @param {number | undefined} seed @returns {{ id: () => string, digits: (length: number) => string }} */
export function idGenerator(seed) {
  if (seed === undefined)
    return { id: randomUUID, digits: (length) => Array.from({ length }, () => randomInt(10)).join('') };
  const next = mulberry32(seed);
  const hex8 = () => next().toString(16).padStart(8, '0');
  return {
    id() {
      const hex = `${hex8()}${hex8()}${hex8()}${hex8()}`;
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Number.parseInt(hex[16] ?? '0', 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
    digits: (length) => Array.from({ length }, () => next() % 10).join(''),
  };
}
