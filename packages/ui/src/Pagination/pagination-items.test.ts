import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PaginationItem, paginationItems } from './pagination-items';

/** '1 … 4 [5] 6 … 12': a compact picture of the items. */
function picture(items: PaginationItem[]): string {
  return items
    .map((item) =>
      item.type === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page),
    )
    .join(' ');
}

describe('paginationItems', () => {
  it('shows every page of a short range', () => {
    expect(picture(paginationItems(1, 1))).toBe('[1]');
    expect(picture(paginationItems(2, 3))).toBe('1 [2] 3');
    expect(picture(paginationItems(3, 5))).toBe('1 2 [3] 4 5');
  });

  it('shows the first, the last, the current page and its neighbours, with ellipses between', () => {
    expect(picture(paginationItems(1, 12))).toBe('[1] 2 … 12');
    expect(picture(paginationItems(6, 12))).toBe('1 … 5 [6] 7 … 12');
    expect(picture(paginationItems(12, 12))).toBe('1 … 11 [12]');
  });

  it('shows a single left-out page rather than an ellipsis for it', () => {
    expect(picture(paginationItems(4, 12))).toBe('1 2 3 [4] 5 … 12');
    expect(picture(paginationItems(9, 12))).toBe('1 … 8 [9] 10 11 12');
  });

  it('widens the window with more siblings', () => {
    expect(picture(paginationItems(10, 20, 2))).toBe('1 … 8 9 [10] 11 12 … 20');
    expect(picture(paginationItems(10, 20, 0))).toBe('1 … [10] … 20');
  });

  it('clamps a current page out of range, and gives nothing for no pages', () => {
    expect(picture(paginationItems(0, 3))).toBe('[1] 2 3');
    expect(picture(paginationItems(99, 3))).toBe('1 2 [3]');
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, Number.NaN)).toEqual([]);
  });

  it('holds for every range: ordered, one current page, first and last shown, no gap of one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: -5, max: 505 }),
        fc.integer({ min: 0, max: 3 }),
        (pageCount, currentPage, siblings) => {
          const items = paginationItems(currentPage, pageCount, siblings);
          const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
          const current = Math.min(Math.max(currentPage, 1), pageCount);
          expect(pages[0]).toBe(1);
          expect(pages.at(-1)).toBe(pageCount);
          expect(items.filter((item) => item.type === 'page' && item.current)).toEqual([
            { type: 'page', page: current, current: true },
          ]);
          for (let index = 1; index < items.length; index += 1) {
            const before = items[index - 1] as PaginationItem;
            const item = items[index] as PaginationItem;
            // Never two ellipses in a row, never an ellipsis at either end.
            expect(before.type === 'ellipsis' && item.type === 'ellipsis').toBe(false);
            if (before.type === 'page' && item.type === 'page') {
              expect(item.page).toBe(before.page + 1);
            }
            if (item.type === 'ellipsis') {
              // An ellipsis stands for two pages or more.
              const after = items[index + 1] as PaginationItem & { type: 'page' };
              expect(
                after.page - (before as PaginationItem & { type: 'page' }).page,
              ).toBeGreaterThan(2);
            }
          }
          // The current page's neighbours within `siblings` are always there.
          for (let page = current - siblings; page <= current + siblings; page += 1) {
            if (page >= 1 && page <= pageCount) expect(pages).toContain(page);
          }
          // At most first, last, the window and two ellipses.
          expect(items.length).toBeLessThanOrEqual(2 * siblings + 1 + 4);
        },
      ),
    );
  });
});
