import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../internal/class-names';
import type { StackGap } from '../Stack/Stack';
import * as styles from './Inline.css';

export type InlineGap = StackGap;

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
  /** `div` (default), or `ul` when the children are `<li>`s (a list of actions or tags). */
  as?: 'div' | 'ul';
  /** Space between children, a step of the space scale. Default 3 (0.75rem). */
  gap?: InlineGap;
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'between';
}

/** Lays children out in a row that wraps onto more lines, with a token gap (buttons, badges). */
export function Inline({
  as = 'div',
  gap = 3,
  align = 'center',
  justify = 'start',
  className,
  ref,
  ...rest
}: InlineProps) {
  const Element = as as 'div';
  return (
    <Element
      {...rest}
      ref={ref as Ref<HTMLDivElement>}
      className={cx(
        styles.inline,
        styles.gap[gap],
        styles.align[align],
        styles.justify[justify],
        className,
      )}
    />
  );
}
