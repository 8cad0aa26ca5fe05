import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './Stack.css';

/** A step of the space scale (`vars.space`). */
export type StackGap = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** Space between children, a step of the space scale. Default 4 (1rem). */
  gap?: StackGap;
  direction?: 'column' | 'row';
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Let a row wrap onto more lines on narrow screens. */
  wrap?: boolean;
}

/** Lays children out in a column (or a row) with a token gap. */
export function Stack({
  gap = 4,
  direction = 'column',
  align = 'stretch',
  justify = 'start',
  wrap = false,
  className,
  ...rest
}: StackProps) {
  return (
    <div
      {...rest}
      className={cx(
        styles.stack,
        styles.gap[gap],
        styles.direction[direction],
        styles.align[align],
        styles.justify[justify],
        wrap && styles.wrap,
        className,
      )}
    />
  );
}
