import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../internal/class-names';
import type { StackGap } from '../Stack/Stack';
import * as styles from './Card.css';

export type CardElement = 'div' | 'section' | 'article' | 'li';
export type CardVariant = 'default' | 'dashed';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
  /**
   * The element: `div` (default) for a plain box, `article` for a self-contained record, `section`
   * for a titled part of a page (give it an `aria-labelledby`), `li` inside a `<ul>` or `<ol>`.
   */
  as?: CardElement;
  /** `dashed` draws an empty-state card (no saved bank accounts). */
  variant?: CardVariant;
  /** Inner space, a step of the space scale. Default 5 (1.5rem). */
  padding?: StackGap;
}

/** A surface container: a bordered box with token padding. Rest props and `ref` go to the element. */
export function Card({
  as = 'div',
  variant = 'default',
  padding = 5,
  className,
  ref,
  ...rest
}: CardProps) {
  // One element type for TypeScript: the four candidates take the same attributes here.
  const Element = as as 'div';
  return (
    <Element
      {...rest}
      ref={ref as Ref<HTMLDivElement>}
      className={cx(styles.card, styles.variant[variant], styles.padding[padding], className)}
      data-variant={variant}
    />
  );
}
