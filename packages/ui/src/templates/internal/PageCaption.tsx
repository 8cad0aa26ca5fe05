import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/class-names';
import * as styles from './page-template.css';

/**
 * The part of the service a page belongs to ('Enrollment'), shown above its heading. Outside the
 * `<h1>`, so the heading's text, which a step change announces, is the page's own; a `<span>`
 * (displayed as a block), so it may sit in a `<legend>` with the heading.
 */
export function PageCaption({ className, ...rest }: ComponentPropsWithRef<'span'>) {
  return <span {...rest} className={cx(styles.caption, className)} />;
}
