import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight. `link` looks like a link but is still a button (it acts, it does not navigate). */
  variant?: ButtonVariant;
  /**
   * Work in progress (a submit in flight): sets `aria-busy`, shows a spinner after the label and
   * ignores clicks, but keeps the label and focus, so a screen reader user is not dropped.
   */
  busy?: boolean;
}

/** A native `<button>`, `type="button"` unless told otherwise. */
export function Button({
  variant = 'primary',
  busy = false,
  type = 'button',
  className,
  onClick,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      // Also cancels a submit: a busy form must not be sent twice.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...rest}
      type={type}
      className={cx(styles.button, styles.variants[variant], className)}
      data-variant={variant}
      data-state={busy ? 'busy' : 'idle'}
      aria-busy={busy || undefined}
      aria-disabled={busy ? true : ariaDisabled}
      onClick={handleClick}
    />
  );
}
