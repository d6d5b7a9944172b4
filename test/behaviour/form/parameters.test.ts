// Query, header and path limits (Limits: page sizes at most 100, interval filters spanning at most 30 days,
// Idempotency-Key at most 50 characters; Endpoints: ids in paths are uuids), at the limit and one past it.
import { describe, expect, it } from 'vitest';
import { atAndPast, headers, pathParameters, query, text, verdict } from './verdict.js';

const interval = (days: number, minutes = 0) => {
  const end = new Date(Date.UTC(2026, 0, 1) + days * 86_400_000 + minutes * 60_000);
  return `interval(2026-01-01 00:00,${end.toISOString().slice(0, 16).replace('T', ' ')})`;
};

describe('page sizes', () => {
  it.each(atAndPast(100))('GET /capture: a limit of %i is %s [limits.capture-page-size-max-100]', (limit, want) => {
    expect(verdict(query('GET /capture', { limit }), '/limit')).toBe(want);
  });
  it.each(atAndPast(100))(
    'GET /frequent: records_per_page %i is %s [limits.frequent-page-size-max-100]',
    (size, want) => {
      expect(verdict(query('GET /frequent', { records_per_page: size }), '/records_per_page')).toBe(want);
    },
  );
});

describe('interval filters', () => {
  const filters = [
    ['GET /capture', 'created_at'],
    ['GET /capture', 'updated_at'],
    ['GET /frequent', 'created_at'],
    ['GET /frequent', 'expiration_time'],
  ] as const;
  const spans = [
    ['exactly 30 days', interval(30), 'accepted'],
    ['30 days and a minute', interval(30, 1), 'refused'],
  ] as const;
  it.each(filters.flatMap(([operation, name]) => spans.map((span) => [operation, name, ...span] as const)))(
    '%s: %s spanning %s (%s) is %s [limits.interval-span-30-days]',
    (operation, name, _span, value, want) => {
      expect(verdict(query(operation, { [name]: value }), `/${name}`)).toBe(want);
    },
  );
  it.each([
    ['GET /capture', 'interval(2026-01-01 00:00,2026-01-02 00:00)', 'accepted'],
    ['GET /capture', 'interval(2026-01-01,2026-01-02)', 'refused'],
    ['GET /capture', '2026-01-01 00:00,2026-01-02 00:00', 'refused'],
  ] as const)('%s: created_at %s is %s [capture.list-interval-format]', (operation, value, want) => {
    expect(verdict(query(operation, { created_at: value }), '/created_at')).toBe(want);
  });
  const frequentFormats = [
    ['interval(2026-01-01 00:00,2026-01-02 00:00)', 'accepted'],
    ['interval(2026-01-01T00:00,2026-01-02T00:00)', 'refused'],
  ] as const;
  // "expiration_time | string | Interval filter `interval(YYYY-MM-DD HH:MM,YYYY-MM-DD HH:MM)`."
  it.each(frequentFormats)('GET /frequent: expiration_time %s is %s [frequent.list-interval-format]', (value, want) => {
    expect(verdict(query('GET /frequent', { expiration_time: value }), '/expiration_time')).toBe(want);
  });
  // "created_at | string | Interval filter in UTC, same format."
  it.each(frequentFormats)('GET /frequent: created_at %s is %s [frequent.list-filter-created-at]', (value, want) => {
    expect(verdict(query('GET /frequent', { created_at: value }), '/created_at')).toBe(want);
  });
});

describe('Idempotency-Key', () => {
  const writes = ['POST /single', 'PATCH /frequent/{id}', 'POST /capture/{id}'] as const;
  it.each(writes.flatMap((operation) => atAndPast(50).map(([length, want]) => [operation, length, want] as const)))(
    '%s: a key of %i characters is %s [limits.idempotency-key-max-50]',
    (operation, length, want) => {
      expect(verdict(headers(operation, { 'Idempotency-Key': text(length) }), '/Idempotency-Key')).toBe(want);
    },
  );
});

describe('ids in paths', () => {
  it.each([
    ['2b0f5c6e-8f8b-4a4e-9c53-3f6b1d9a7e21', 'accepted'],
    ['order-1', 'refused'],
  ] as const)('GET /single/{id}: the id %s is %s [operations.path-ids-are-uuids]', (id, want) => {
    expect(verdict(pathParameters('GET /single/{id}', { id }), '/id')).toBe(want);
  });
});
