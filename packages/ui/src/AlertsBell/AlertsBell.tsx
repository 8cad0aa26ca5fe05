import type { ComponentPropsWithRef } from 'react';
import * as headerNavStyles from '../HeaderNav/HeaderNav.css';
import { cx } from '../internal/class-names';
import { BellIcon } from '../internal/icons/bell-icon';
import { useLinkComponent } from '../Link/LinkProvider';
import * as styles from './AlertsBell.css';

export const alertsBellMessages = {
  /** The accessible name with nothing pending (also the visible text in the narrow menu). */
  label: 'Alerts',
  /** The accessible name while an action is pending (contains `label`, WCAG 2.5.3). */
  pendingLabel: 'Alerts, action pending',
} as const;

export interface AlertsBellProps
  extends Omit<ComponentPropsWithRef<'a'>, 'href' | 'children' | 'aria-label'> {
  /** The alerts page; the portal passes '/manage-alert'. */
  href: string;
  /** An action is pending (spec section 4): shows the red dot and says so in the name. */
  pending?: boolean;
  /** The link points at the current page: `aria-current="page"` and the active underline. */
  current?: boolean;
  label?: string;
  pendingLabel?: string;
}

/**
 * The header's alerts link: a bell, with a red dot when an action is pending. Rendered by the app's
 * link (`LinkProvider`). Its accessible name is 'Alerts' or 'Alerts, action pending'. Rest props and
 * `ref` go to the link; `data-state="pending" | "idle"`.
 */
export function AlertsBell({
  href,
  pending = false,
  current = false,
  label = alertsBellMessages.label,
  pendingLabel = alertsBellMessages.pendingLabel,
  className,
  ...rest
}: AlertsBellProps) {
  const Component = useLinkComponent();
  return (
    <Component
      {...rest}
      href={href}
      aria-label={pending ? pendingLabel : label}
      aria-current={current ? 'page' : undefined}
      className={cx(headerNavStyles.link, headerNavStyles.linkVariant.link, styles.bell, className)}
      data-state={pending ? 'pending' : 'idle'}
      data-current={current ? 'true' : undefined}
    >
      <span className={styles.iconWrap}>
        <BellIcon />
        {pending ? <span className={styles.dot} /> : null}
      </span>
      <span className={styles.text}>{label}</span>
    </Component>
  );
}
