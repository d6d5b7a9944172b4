// @ts-check
// The mock serves one example per list: a single page whose `next_cursor` is always the same, so a cursor walk
// (Pagination envelopes: "pass next_cursor as cursor") never ended. The mock's choice (see its README): a list has
// that one page, and a request for a later one (any `cursor`, or a `page` above 1) gets an empty last page, with
// an empty `next_cursor` as the simulator ends its lists.

/**
 * The empty last page to answer instead of Prism's example, or undefined when the request asks for the first page.
 * @param {URLSearchParams} query @param {string} body Prism's answer
 */
export function lastPage(query, body) {
  const cursor = query.get('cursor');
  const page = Number(query.get('page') ?? 1);
  if (!cursor && !(page > 1)) return undefined;
  let list;
  try {
    list = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (cursor && typeof list?.metadata?.next_cursor === 'string')
    return JSON.stringify({ ...list, metadata: { ...list.metadata, next_cursor: '', count: 0 }, data: [] });
  if (page > 1 && list?.meta?.page)
    return JSON.stringify({ ...list, meta: { ...list.meta, page: { ...list.meta.page, current: page } }, data: [] });
  return undefined;
}
