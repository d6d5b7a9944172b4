// @ts-check
// Ids for new records: random UUIDs, or with a seed a repeatable sequence of version-4-shaped UUIDs (mulberry32),
// so two runs with the same --seed create the same ids.
import { randomUUID } from 'node:crypto';

/** @param {number | undefined} seed @returns {() => string} */
export function idGenerator(seed) {
  if (seed === undefined) return randomUUID;
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0).toString(16).padStart(8, '0');
  };
  return () => {
    const hex = `${next()}${next()}${next()}${next()}`;
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Number.parseInt(hex[16] ?? '0', 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
}
