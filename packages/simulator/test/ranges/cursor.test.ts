// "Cursor style (capture list): `metadata.next_cursor` (string), `metadata.count` (number), then `data`", and GET
// /capture's `cursor`: "Pointer to the start of the next page" — the pages a cursor walks are the pages of the list
// the first page was asked for: with its filters. Ranged over every list of the spec that takes a `cursor`, every
// interval filter it has, and windows and page sizes drawn with fast-check, on activity spread over ten days.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customer, DAY, harness, MONDAY_10_LISBON } from '../harness.js';
import { operations, spec } from './spec.js';

afterEach(() => {
  vi.useRealTimers();
});

const nameOf = (p: { $ref?: string; name?: string }) =>
  p.$ref ? spec.components.parameters[p.$ref.split('/').at(-1) as string].name : p.name;
const cursorLists = operations
  .filter(({ method }) => method === 'GET')
  .map(({ path, op }) => ({ path, params: ((op.parameters ?? []) as object[]).map(nameOf) as string[] }))
  .filter(({ params }) => params.includes('cursor'));
const INTERVALS = ['created_at', 'updated_at', 'expiration_time'];

/** `interval(from,to)` in the filters' `YYYY-MM-DD HH:MM`, from epoch ms. */
const interval = (from: number, to: number) => {
  const at = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
  return `interval(${at(from)},${at(to)})`;
};

describe('a cursor page keeps the filters the first page was asked with, in every cursor list', () => {
  it('walks, page by page, exactly the filtered list [capture.list-cursor] [resources.cursor-envelope] [capture.list-filter-updated-at]', async () => {
    expect(cursorLists.map((l) => l.path)).toContain('/capture');
    vi.useFakeTimers({ toFake: ['Date'], now: MONDAY_10_LISBON });
    const h = await harness();
    // a card sale (a capture, ledger entries), a refund of half of it and a payment link, each day for ten days
    for (let day = 0; day < 10; day++) {
      const single = (await h.call('POST', '/single', { body: { method: 'cc', type: 'sale', value: 20, customer } }))
        .body;
      const detail = (await h.call('GET', `/single/${single.id}`)).body;
      const made = (answer: { status: number; body: unknown }) =>
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      made(await h.call('POST', `/refund/${detail.captures[0].id}`, { body: { value: 5 } }));
      made(
        await h.call('POST', '/link', {
          body: {
            type: 'SINGLE',
            customer: { ...customer, language: 'PT' },
            payment: { methods: ['cc'], capture: { descriptive: 'x' } },
          },
        }),
      );
      await h.simulator.clock.advance(DAY);
    }
    const walked = new Set<string>();
    const cases = cursorLists.flatMap(({ path, params }) =>
      INTERVALS.filter((name) => params.includes(name)).map((filter) => ({ path, filter })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cases),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        async ({ path, filter }, start, days, limit) => {
          // half-day bounds: no item sits on a bound
          const from = MONDAY_10_LISBON + start * DAY - DAY / 2;
          const query = `${filter}=${encodeURIComponent(interval(from, from + days * DAY))}`;
          const whole = await h.call('GET', `${path}?${query}&limit=100`);
          expect(whole.status, `${path}?${query}`).toBe(200);
          const expected = whole.body.data.map((item: { id: string }) => item.id);
          const got: string[] = [];
          let cursor = '';
          for (let page = 0; page <= expected.length; page++) {
            const answer = await h.call('GET', `${path}?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
            expect(answer.status, `${path}?${query} page ${page}`).toBe(200);
            got.push(...answer.body.data.map((item: { id: string }) => item.id));
            cursor = answer.body.metadata.next_cursor;
            if (!cursor) break;
          }
          expect(got, `${path}?${query}&limit=${limit}`).toEqual(expected);
          const all = (await h.call('GET', `${path}?limit=100`)).body.data.length;
          if (expected.length > limit && expected.length < all) walked.add(`${path} ${filter}`);
        },
      ),
      { numRuns: 60, seed: 41 },
    );
    // Not vacuous: each list with records was walked over more than one page of a filter that left some out.
    for (const { path, filter } of cases.filter((c) => ['/capture', '/refund', '/link'].includes(c.path)))
      expect(walked, `${path} ${filter}`).toContain(`${path} ${filter}`);
    expect(h.checked.drift).toEqual([]);
  });
});
