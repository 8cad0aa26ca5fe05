import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './Field.css';

export interface FieldHintProps extends ComponentPropsWithRef<'p'> {
  /** Required: the input points at it with `aria-describedby`. */
  id: string;
}

/** Help text under the label, read after the label by screen readers. */
export function FieldHint({ className, ...rest }: FieldHintProps) {
  return <p {...rest} className={cx(styles.hint, className)} />;
}
