// Interval filters (Limits): `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`, at most 30 days, start first. The span
// and pattern come from the spec's x-formats.
import { intervalFilter as rule } from './generated/policy.js';

const MS_PER_DAY = 86_400_000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

function toMs(name: string, value: Date | string): { ms: number; text: string } {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError(`interval ${name} is an invalid Date`);
    const text = value.toISOString().slice(0, 16).replace('T', ' ');
    return { ms: Date.parse(`${text.replace(' ', 'T')}:00Z`), text };
  }
  const [, year, month, day, hour, minute] = (LOCAL.exec(value) ?? []).map(Number);
  const ms = year === undefined ? Number.NaN : Date.UTC(year, (month ?? 1) - 1, day, hour, minute);
  if (Number.isNaN(ms) || new Date(ms).getUTCDate() !== day) {
    throw new RangeError(`interval ${name} must be a Date or 'YYYY-MM-DD HH:MM' (got '${value}')`);
  }
  return { ms, text: value };
}

/**
 * Formats an interval filter. Dates are written in UTC (created_at and updated_at filters are in UTC); strings are
 * taken as they are. Refuses an end before the start and a span over the spec's limit (30 days).
 */
export function intervalFilter(start: Date | string, end: Date | string): string {
  const from = toMs('start', start);
  const to = toMs('end', end);
  if (to.ms < from.ms) throw new RangeError('interval end must not be before its start');
  if (to.ms - from.ms > rule.maxSpanDays * MS_PER_DAY) {
    throw new RangeError(`interval must span at most ${rule.maxSpanDays} days`);
  }
  return `interval(${from.text},${to.text})`;
}
