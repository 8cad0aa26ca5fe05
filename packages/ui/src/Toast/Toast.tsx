import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { DismissButton } from '../DismissButton/DismissButton';
import { cx } from '../internal/class-names';
import { CheckCircleIcon } from '../internal/icons/check-circle-icon';
import { ErrorIcon } from '../internal/icons/error-icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Toast.css';
import { type ToastStatus, toastMessages } from './toast-messages';

export type { ToastStatus } from './toast-messages';
export { toastDefaultDurationMs, toastMessages } from './toast-messages';

export interface ToastProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  status: ToastStatus;
  /** The message: text, and links (the kit's `Link`) if need be. */
  children: ReactNode;
  /** Shows the close (×) button. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /** Screen-reader prefix naming the status. Defaults from `toastMessages.statusLabels`. */
  statusLabel?: string;
}

const icons = { success: CheckCircleIcon, danger: ErrorIcon } as const;

/**
 * One toast, as drawn: icon, status prefix (visually hidden), message and a close button. It is not
 * a live region itself; `ToastProvider` shows toasts and announces them. Rest props and `ref` go to
 * the root `<div>` (`data-state="success" | "danger"`).
 */
export function Toast({
  status,
  children,
  onDismiss,
  dismissLabel = toastMessages.dismissLabel,
  statusLabel = toastMessages.statusLabels[status],
  className,
  ...rest
}: ToastProps) {
  const messageId = useId();
  const Icon = icons[status];
  return (
    <div
      {...rest}
      className={cx(styles.toast, styles.status[status], className)}
      data-state={status}
    >
      <Icon className={styles.icon[status]} />
      <div id={messageId} className={styles.message}>
        <VisuallyHidden>{statusLabel} </VisuallyHidden>
        {children}
      </div>
      {onDismiss ? (
        // Described by the message: among several toasts, each close button says which it closes.
        <DismissButton label={dismissLabel} aria-describedby={messageId} onClick={onDismiss} />
      ) : null}
    </div>
  );
}
