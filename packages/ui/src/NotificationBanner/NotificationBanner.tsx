import { type ComponentPropsWithRef, type ReactNode, useEffect, useId, useRef } from 'react';
import { cx } from '../internal/class-names';
import { mergeRefs } from '../internal/merge-refs';
import * as styles from './NotificationBanner.css';

export type NotificationBannerType = 'important' | 'success';

export const notificationBannerMessages = {
  /** The title bar's text when no `title` is given, by type (GOV.UK's defaults). */
  titles: {
    important: 'Important',
    success: 'Success',
  },
} as const;

export interface NotificationBannerProps
  extends Omit<ComponentPropsWithRef<'div'>, 'role' | 'title' | 'children'> {
  /**
   * `important` (default): news the member should see on this page, a region landmark named by
   * its title. `success`: the outcome of what the member just did, an alert.
   */
  type?: NotificationBannerType;
  /** The title bar ('Important', 'Success'). Defaults from `notificationBannerMessages.titles`. */
  title?: ReactNode;
  /** `<h2>` by default. */
  titleHeadingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The id of the title, which names the banner. One from `useId` by default. */
  titleId?: string;
  /** The main line, bold and larger ('Your bank account was saved'). */
  heading?: ReactNode;
  /** Further content: text, lists and the kit's `Link`s. */
  children?: ReactNode;
  /**
   * Moves focus to the banner once, when it mounts: after an action, so screen readers read it
   * and keyboard users start from it. The banner is then focusable from script, never by Tab.
   */
  autoFocus?: boolean;
}

/**
 * GOV.UK's notification banner: a title bar over content, for something the member should know
 * that is not about what they just did wrong (that is `ErrorSummary` or `AlertBanner`). `important`
 * is `role="region"` named by its title; `success` is `role="alert"`, so it is announced when it
 * appears after an action. Rest props and `ref` go to the root `<div>`, which has `data-type`.
 */
export function NotificationBanner({
  type = 'important',
  title = notificationBannerMessages.titles[type],
  titleHeadingLevel = 2,
  titleId,
  heading,
  children,
  autoFocus = false,
  tabIndex,
  className,
  ref,
  ...rest
}: NotificationBannerProps) {
  const ownTitleId = `${useId()}-notification-title`;
  const labelId = titleId ?? ownTitleId;
  const Title = `h${titleHeadingLevel}` as const;
  const rootRef = useRef<HTMLDivElement>(null);

  // Read once: a re-render must not pull focus back from wherever the member went next.
  const focusOnMount = useRef(autoFocus);
  useEffect(() => {
    if (focusOnMount.current) rootRef.current?.focus();
  }, []);

  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is 'region' or 'alert', both named by aria-labelledby (GOV.UK names both by the title); the rule cannot read a role chosen at run time.
    <div
      {...rest}
      ref={mergeRefs(rootRef, ref)}
      role={type === 'success' ? 'alert' : 'region'}
      aria-labelledby={labelId}
      tabIndex={autoFocus ? -1 : tabIndex}
      className={cx(styles.banner, styles.type[type], className)}
      data-type={type}
    >
      <div className={styles.header}>
        <Title id={labelId} className={styles.title}>
          {title}
        </Title>
      </div>
      <div className={styles.content}>
        {heading ? <p className={styles.heading}>{heading}</p> : null}
        {children}
      </div>
    </div>
  );
}
