import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import { CloseIcon } from '../internal/icons/close-icon';
import * as styles from './DismissButton.css';

export interface DismissButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** The accessible name, e.g. "Dismiss error". Required: the button shows only an icon. */
  label: string;
}

/** A close (×) icon button. */
export function DismissButton({ label, type = 'button', className, ...rest }: DismissButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      className={cx(styles.dismissButton, className)}
    >
      <CloseIcon size="small" />
    </button>
  );
}
