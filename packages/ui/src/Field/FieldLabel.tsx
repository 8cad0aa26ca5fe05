import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './Field.css';

export interface FieldLabelProps extends ComponentPropsWithRef<'label'> {
  /** The id of the input it labels. Required: a label must be bound to its control. */
  htmlFor: string;
}

/** A field's visible `<label>`. */
export function FieldLabel({ htmlFor, children, className, ...rest }: FieldLabelProps) {
  return (
    <label {...rest} htmlFor={htmlFor} className={cx(styles.label, className)}>
      {children}
    </label>
  );
}
