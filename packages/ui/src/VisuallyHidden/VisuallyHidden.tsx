import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import { visuallyHidden } from '../internal/shared.css';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span {...rest} className={cx(visuallyHidden, className)} />;
}
