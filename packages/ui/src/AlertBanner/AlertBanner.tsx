import type { ComponentPropsWithRef, ReactNode } from 'react';
import { DismissButton } from '../DismissButton/DismissButton';
import { cx } from '../internal/class-names';
import { CheckCircleIcon } from '../internal/icons/check-circle-icon';
import { ErrorIcon } from '../internal/icons/error-icon';
import { InfoIcon } from '../internal/icons/info-icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './AlertBanner.css';

/** The alert banner states of spec section 2 (shared widgets). */
export type AlertBannerStatus = 'ERROR' | 'SUCCESS' | 'INFO';

export const alertBannerMessages = {
  /** Accessible name of the close (×) button. */
  dismissLabel: 'Dismiss',
  /** Read before the content, so the status is not given by colour and icon alone (WCAG 1.4.1). */
  statusLabels: {
    ERROR: 'Error:',
    SUCCESS: 'Success:',
    INFO: 'Information:',
  },
} as const;

export interface AlertBannerProps extends Omit<ComponentPropsWithRef<'div'>, 'role' | 'children'> {
  status: AlertBannerStatus;
  /** The message: text and links (use the kit's `Link`). */
  children: ReactNode;
  heading?: ReactNode;
  /** Renders the heading as `<h2>`..`<h6>`; without it the heading is a bold paragraph. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Shows a close (×) button; the app removes the banner (and decides where focus goes). */
  onDismiss?: () => void;
  dismissLabel?: string;
  /** Screen-reader prefix naming the status. Defaults from `alertBannerMessages.statusLabels`. */
  statusLabel?: string;
}

const icons = { ERROR: ErrorIcon, SUCCESS: CheckCircleIcon, INFO: InfoIcon } as const;

/**
 * A message banner. ERROR is `role="alert"` (assertive: announced at once); SUCCESS and INFO are
 * `role="status"` (polite). Mount it when the message arrives: screen readers announce live regions
 * when content is added.
 */
export function AlertBanner({
  status,
  children,
  heading,
  headingLevel,
  onDismiss,
  dismissLabel = alertBannerMessages.dismissLabel,
  statusLabel = alertBannerMessages.statusLabels[status],
  className,
  ...rest
}: AlertBannerProps) {
  const key = status === 'ERROR' ? 'error' : status === 'SUCCESS' ? 'success' : 'info';
  const Icon = icons[status];
  const HeadingTag = headingLevel ? (`h${headingLevel}` as const) : 'p';

  return (
    <div
      {...rest}
      role={status === 'ERROR' ? 'alert' : 'status'}
      className={cx(styles.banner, styles.status[key], className)}
      data-state={key}
    >
      <Icon className={styles.icon[key]} />
      <div className={styles.content}>
        {heading ? (
          <HeadingTag className={styles.heading}>
            <VisuallyHidden>{statusLabel} </VisuallyHidden>
            {heading}
          </HeadingTag>
        ) : null}
        <div className={styles.body}>
          {heading ? null : <VisuallyHidden>{statusLabel} </VisuallyHidden>}
          {children}
        </div>
      </div>
      {onDismiss ? <DismissButton label={dismissLabel} onClick={onDismiss} /> : null}
    </div>
  );
}
