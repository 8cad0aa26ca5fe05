import { Children, type ComponentPropsWithRef, isValidElement, type ReactNode } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './HeaderNav.css';

export interface HeaderNavProps extends Omit<ComponentPropsWithRef<'nav'>, 'aria-label'> {
  /**
   * Names the landmark (e.g. "Main"). Required: a page with more than one `<nav>` needs each named,
   * and screen reader users list landmarks by name.
   */
  'aria-label': string;
  /** The items: `HeaderNavLink`s, buttons, an `AccountMenu`. Each goes in its own list item. */
  children?: ReactNode;
}

/** A `<nav>` landmark holding a list of header items. */
export function HeaderNav({ children, className, ...rest }: HeaderNavProps) {
  return (
    <nav {...rest} className={cx(styles.nav, className)}>
      <ul className={styles.list}>
        {Children.toArray(children).map((child, index) => (
          <li
            key={isValidElement(child) && child.key !== null ? child.key : index}
            className={styles.item}
          >
            {child}
          </li>
        ))}
      </ul>
    </nav>
  );
}
