import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import { ErrorIcon } from '../internal/icons/error-icon';
import * as styles from './Field.css';

export interface FieldErrorProps extends ComponentPropsWithRef<'p'> {
  /** Required: the input points at it with `aria-describedby`. */
  id: string;
}

/** A field's error text, with an error icon so colour is not the only signal (WCAG 1.4.1). */
export function FieldError({ className, children, ...rest }: FieldErrorProps) {
  return (
    <p {...rest} className={cx(styles.error, className)}>
      <ErrorIcon size="small" />
      <span>{children}</span>
    </p>
  );
}
