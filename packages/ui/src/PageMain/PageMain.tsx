import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './PageMain.css';

/** The id `PageMain` carries by default and `SkipLink` points at by default. */
export const mainContentId = 'main-content';

export type PageMainProps = ComponentPropsWithRef<'main'>;

/**
 * The page's `<main>` landmark. `tabIndex={-1}` lets a skip link or a route change move focus here
 * (without it, Safari and older Chrome move the viewport but leave focus behind).
 */
export function PageMain({ id = mainContentId, tabIndex = -1, className, ...rest }: PageMainProps) {
  return <main {...rest} id={id} tabIndex={tabIndex} className={cx(styles.main, className)} />;
}
