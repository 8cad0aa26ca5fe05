import { Children, type ComponentPropsWithRef, isValidElement } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './PlanCard.css';

export interface PlanCardListProps extends ComponentPropsWithRef<'ul'> {}

/**
 * A list of `PlanCard`s side by side, each row of cards the same height with the actions lined up
 * at the foot; one column on a phone. A `<ul>`, so screen readers say how many plans there are;
 * each card is put in its own `<li>`. Rest props and `ref` go to the `<ul>`.
 */
export function PlanCardList({ className, children, ...rest }: PlanCardListProps) {
  return (
    <ul {...rest} className={cx(styles.list, className)}>
      {Children.map(children, (child) =>
        // `Children.map` keys each `<li>` from its card's key; empty children (null, false) drop.
        isValidElement(child) ? <li className={styles.listItem}>{child}</li> : null,
      )}
    </ul>
  );
}
