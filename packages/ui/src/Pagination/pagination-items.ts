/** One entry of a pagination list: a page number, or a gap standing for the pages left out. */
export type PaginationItem =
  | { type: 'page'; page: number; current: boolean }
  | { type: 'ellipsis'; before: number };

/**
 * The page numbers to show for page `currentPage` of `pageCount`, as GOV.UK's pagination advises:
 * the first and last pages, the current page and its neighbours (`siblings` either side), and an
 * ellipsis for each run of pages left out. An ellipsis never hides a single page: that page is
 * shown instead, since '…' takes as much room and says less. Pure, so it is unit tested on its
 * own; `currentPage` is clamped into range and a `pageCount` under 1 gives no items.
 */
export function paginationItems(
  currentPage: number,
  pageCount: number,
  siblings = 1,
): PaginationItem[] {
  const last = Math.floor(pageCount);
  if (!(last >= 1)) return [];
  const current = Math.min(Math.max(Math.round(currentPage), 1), last);
  const reach = Math.max(0, Math.floor(siblings));

  const shown = new Set<number>([1, last]);
  for (let page = current - reach; page <= current + reach; page += 1) {
    if (page >= 1 && page <= last) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);

  const items: PaginationItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) {
      items.push({ type: 'page', page: previous + 1, current: previous + 1 === current });
    } else if (page - previous > 2) {
      items.push({ type: 'ellipsis', before: page });
    }
    items.push({ type: 'page', page, current: page === current });
    previous = page;
  }
  return items;
}
