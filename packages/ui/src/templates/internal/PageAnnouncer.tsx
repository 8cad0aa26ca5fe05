import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/class-names';
import { visuallyHidden } from '../../internal/shared.css';

/**
 * A polite live region for what a step change announces. It is rendered from the start, empty,
 * because screen readers announce changes to a live region that already exists, not a region
 * that appears with its text.
 */
export function PageAnnouncer({ className, ...rest }: ComponentPropsWithRef<'p'>) {
  return <p {...rest} role="status" className={cx(visuallyHidden, className)} />;
}
