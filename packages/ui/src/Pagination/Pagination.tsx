import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../internal/class-names';
import { Link } from '../Link/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Pagination.css';
import { paginationItems } from './pagination-items';

export const paginationMessages = {
  /** The landmark's name; name it after the list when a page has two ('Search results pages'). */
  label: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  /** Read after 'Previous' and 'Next' only: 'Previous page' (GOV.UK's hidden text). */
  previousNextSuffix: ' page',
  /** The accessible name of a page number: 'Page 3' rather than a bare '3'. */
  pageLabel: (page: number) => `Page ${page}`,
} as const;

export interface PaginationProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** The page shown now, from 1. */
  currentPage: number;
  /** How many pages there are. Under 2, nothing is rendered. */
  pageCount: number;
  /**
   * The address of a page: numbers and Previous and Next are links through the app's
   * `LinkProvider`, so they work as links (open in a new tab, work before scripts run).
   */
  hrefForPage?: (page: number) => string;
  /**
   * Called with the page chosen. Without `hrefForPage` the numbers are buttons that call it (a list
   * filtered in place); with it, it is called on a link's click as well.
   */
  onPageChange?: (page: number) => void;
  /** Neighbours shown either side of the current page. Default 1. */
  siblings?: number;
  'aria-label'?: string;
  previousLabel?: string;
  nextLabel?: string;
  previousNextSuffix?: string;
  pageLabel?: (page: number) => string;
}

interface TargetProps {
  page: number;
  hrefForPage: PaginationProps['hrefForPage'];
  onPageChange: PaginationProps['onPageChange'];
  className: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page';
  rel?: 'prev' | 'next';
}

/** A link when the app gives addresses, else a button: the one control for a page. */
function PageTarget({ page, hrefForPage, onPageChange, rel, ...rest }: TargetProps) {
  if (hrefForPage) {
    return (
      <Link
        {...rest}
        href={hrefForPage(page)}
        rel={rel}
        onClick={onPageChange ? () => onPageChange(page) : undefined}
      />
    );
  }
  return (
    <button
      {...rest}
      type="button"
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        event.preventDefault();
        onPageChange?.(page);
      }}
    />
  );
}

/**
 * GOV.UK's pagination: a `<nav>` landmark with Previous, the page numbers (the first, the last,
 * the current page and its neighbours, ellipses between) and Next. The current page has
 * `aria-current="page"`. Rest props and `ref` go to the `<nav>`.
 */
export function Pagination({
  currentPage,
  pageCount,
  hrefForPage,
  onPageChange,
  siblings = 1,
  'aria-label': ariaLabel = paginationMessages.label,
  previousLabel = paginationMessages.previous,
  nextLabel = paginationMessages.next,
  previousNextSuffix = paginationMessages.previousNextSuffix,
  pageLabel = paginationMessages.pageLabel,
  className,
  ...rest
}: PaginationProps) {
  const items = paginationItems(currentPage, pageCount, siblings);
  if (items.length < 2) return null;
  const current = items.find((item) => item.type === 'page' && item.current);
  const currentNumber = current?.type === 'page' ? current.page : 1;
  const lastPage = Math.floor(pageCount);
  const target = { hrefForPage, onPageChange };

  return (
    <nav {...rest} aria-label={ariaLabel} className={cx(styles.nav, className)}>
      {currentNumber > 1 ? (
        <PageTarget
          {...target}
          page={currentNumber - 1}
          rel="prev"
          className={cx(styles.control, styles.step)}
        >
          <ArrowIcon direction="previous" />
          <span>
            {previousLabel}
            <VisuallyHidden>{previousNextSuffix}</VisuallyHidden>
          </span>
        </PageTarget>
      ) : null}
      <ul className={styles.list}>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            // Not read: the numbers either side already say which pages are left out.
            <li key={`ellipsis-${item.before}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li
              key={item.page}
              className={styles.item}
              data-state={item.current ? 'current' : undefined}
              data-edge={item.page === 1 || item.page === lastPage ? 'true' : undefined}
            >
              <PageTarget
                {...target}
                page={item.page}
                className={cx(styles.control, styles.number)}
                aria-label={pageLabel(item.page)}
                aria-current={item.current ? 'page' : undefined}
              >
                {item.page}
              </PageTarget>
            </li>
          ),
        )}
      </ul>
      {currentNumber < lastPage ? (
        <PageTarget
          {...target}
          page={currentNumber + 1}
          rel="next"
          className={cx(styles.control, styles.step)}
        >
          <span>
            {nextLabel}
            <VisuallyHidden>{previousNextSuffix}</VisuallyHidden>
          </span>
          <ArrowIcon direction="next" />
        </PageTarget>
      ) : null}
    </nav>
  );
}

/** GOV.UK's arrows; decorative, the words say the direction. */
function ArrowIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      className={styles.arrow}
      viewBox="0 0 15 13"
      aria-hidden="true"
      focusable="false"
      data-direction={direction}
    >
      <path
        d={
          direction === 'previous'
            ? 'm6.5938-0.0078125-6.7266 6.7266 6.7441 6.4062 1.377-1.449-4.1856-3.9768h12.896v-2h-12.984l4.2931-4.293-1.414-1.414z'
            : 'm8.107-0.0078125-1.4136 1.414 4.2926 4.293h-12.986v2h12.896l-4.1855 3.9766 1.377 1.4492 6.7441-6.4062-6.7246-6.7266z'
        }
      />
    </svg>
  );
}
