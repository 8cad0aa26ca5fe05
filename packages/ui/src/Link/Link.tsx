import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './Link.css';
import { useLinkComponent } from './LinkProvider';

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  href: string;
  /** `inline` sits in running text; `standalone` stands alone and gets a 24 px target. */
  variant?: 'inline' | 'standalone';
}

/** A link, rendered by the app's router link from `LinkProvider`, or a plain `<a>`. */
export function Link({ variant = 'inline', className, ...rest }: LinkProps) {
  const Component = useLinkComponent();
  return (
    <Component
      {...rest}
      className={cx(styles.link, variant === 'standalone' && styles.standalone, className)}
      data-variant={variant}
    />
  );
}
