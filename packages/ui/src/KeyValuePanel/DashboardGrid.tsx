import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './KeyValuePanel.css';

export interface DashboardGridProps extends ComponentPropsWithRef<'div'> {}

/**
 * Lays dashboard panels out in as many equal columns as fit (one on a phone, two or three on a
 * desktop); the panels of a row share its height. A `<div>` with no role: each panel is its own
 * region. Rest props and `ref` go to it.
 */
export function DashboardGrid({ className, ...rest }: DashboardGridProps) {
  return <div {...rest} className={cx(styles.grid, className)} />;
}
