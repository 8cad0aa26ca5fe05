import { type ComponentPropsWithRef, useCallback, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../internal/class-names';
import { mergeRefs } from '../internal/merge-refs';
import { visuallyHidden } from '../internal/shared.css';
import * as styles from './Table.css';

export interface TableProps extends Omit<ComponentPropsWithRef<'table'>, 'summary'> {
  /**
   * The table's `<caption>`: its accessible name, and the name of the scroll region when the table
   * is wider than the screen. Required: screen reader users list and pick tables by caption.
   */
  caption: string;
  /** Keeps the caption for screen readers but hides it on screen (a heading already says it). */
  captionHidden?: boolean;
  /** Class of the scroll container around the table. */
  scrollerClassName?: string;
}

/**
 * A data `<table>` with a caption, inside a scroll container. When the table is wider than its
 * container, the container becomes a focusable region named by the caption, so keyboard users can
 * scroll it with the arrow keys (axe `scrollable-region-focusable`). Rest props and `ref` go to the
 * `<table>`; children are `TableHead`, `TableBody`.
 */
export function Table({
  caption,
  captionHidden = false,
  scrollerClassName,
  className,
  children,
  ref,
  ...rest
}: TableProps) {
  const captionId = `${useId()}-caption`;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    // 1 px of slack: zoomed layouts report fractional widths rounded either way.
    setOverflowing(scroller.scrollWidth - scroller.clientWidth > 1);
  }, []);

  useEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // Watch both: the container narrows with the window, the table widens with its content.
    const observer = new ResizeObserver(measure);
    if (scrollerRef.current) observer.observe(scrollerRef.current);
    if (tableRef.current) observer.observe(tableRef.current);
    return () => observer.disconnect();
  }, [measure]);

  // Only a scrolling container is a stop in the tab order and a named region: a table that fits
  // needs neither.
  const regionProps = overflowing
    ? ({ role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } as const)
    : undefined;

  return (
    <div
      {...regionProps}
      ref={scrollerRef}
      className={cx(styles.scroller, scrollerClassName)}
      data-state={overflowing ? 'overflowing' : 'fits'}
    >
      <table {...rest} ref={mergeRefs(tableRef, ref)} className={cx(styles.table, className)}>
        <caption id={captionId} className={cx(styles.caption, captionHidden && visuallyHidden)}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

export type TableHeadProps = ComponentPropsWithRef<'thead'>;

/** The `<thead>`: one `TableRow` of `TableHeaderCell`s. */
export function TableHead({ className, ...rest }: TableHeadProps) {
  return <thead {...rest} className={cx(styles.head, className)} />;
}

export type TableBodyProps = ComponentPropsWithRef<'tbody'>;

/** The `<tbody>`: the data rows. */
export function TableBody({ className, ...rest }: TableBodyProps) {
  return <tbody {...rest} className={cx(styles.body, className)} />;
}

export type TableRowProps = ComponentPropsWithRef<'tr'>;

/** A `<tr>`. */
export function TableRow({ className, ...rest }: TableRowProps) {
  return <tr {...rest} className={cx(styles.row, className)} />;
}

export type TableCellAlign = 'start' | 'end';

export interface TableHeaderCellProps extends Omit<ComponentPropsWithRef<'th'>, 'align'> {
  /**
   * `col` (default) heads a column, `row` heads a row (the first cell of a body row). Always set,
   * so screen readers pair every data cell with its headers.
   */
  scope?: 'col' | 'row';
  /** `end` for numbers and money, so digits line up. */
  align?: TableCellAlign;
}

/** A `<th>` with an explicit `scope`. */
export function TableHeaderCell({
  scope = 'col',
  align = 'start',
  className,
  ...rest
}: TableHeaderCellProps) {
  return (
    <th
      {...rest}
      scope={scope}
      className={cx(styles.headerCell, styles.align[align], className)}
      data-align={align}
    />
  );
}

export interface TableCellProps extends Omit<ComponentPropsWithRef<'td'>, 'align'> {
  /** `end` for numbers and money, so digits line up. */
  align?: TableCellAlign;
}

/** A `<td>`. */
export function TableCell({ align = 'start', className, ...rest }: TableCellProps) {
  return (
    <td {...rest} className={cx(styles.cell, styles.align[align], className)} data-align={align} />
  );
}
