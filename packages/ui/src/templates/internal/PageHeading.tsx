import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/class-names';
import * as styles from './page-template.css';

/**
 * A template's `<h1>`, focusable from script (`tabIndex={-1}`) so a step change can move the
 * reading position to it; Tab never stops on it.
 */
export function PageHeading({ className, ...rest }: ComponentPropsWithRef<'h1'>) {
  return <h1 {...rest} tabIndex={-1} className={cx(styles.heading, className)} />;
}
