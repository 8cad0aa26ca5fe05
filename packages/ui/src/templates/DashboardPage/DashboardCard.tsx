import { type ReactNode, useId } from 'react';
import { Card, type CardProps } from '../../Card/Card';
import { cx } from '../../internal/class-names';
import { Link } from '../../Link/Link';
import * as styles from './DashboardPage.css';

export interface DashboardCardAction {
  href: string;
  label: string;
}

export interface DashboardCardProps extends Omit<CardProps, 'as' | 'title' | 'children'> {
  /** What the card is about ('Security settings'): an `<h2>` that names the card's region. */
  title: ReactNode;
  /** `<h2>` by default: the dashboard's `<h1>` is above the cards. */
  headingLevel?: 2 | 3 | 4;
  /** A `StatusTag` beside the title ('Action needed'). */
  status?: ReactNode;
  /** The summary: a line or two, a `SummaryList`, a key-value panel. */
  children?: ReactNode;
  /** The next actions, as links at the foot of the card; the first is the main one. */
  actions?: ReadonlyArray<DashboardCardAction>;
}

/**
 * A dashboard's card: a `Card` as a `<section>` named by its title, a status, a summary and the
 * next actions. The actions are links with their own names ('Change your password'), so a list of
 * the page's links reads well without the card around them (WCAG 2.4.4).
 */
export function DashboardCard({
  title,
  headingLevel = 2,
  status,
  children,
  actions = [],
  className,
  ...rest
}: DashboardCardProps) {
  const titleId = `${useId()}-dashboard-card`;
  const Heading = `h${headingLevel}` as const;
  return (
    <Card {...rest} as="section" aria-labelledby={titleId} className={cx(styles.card, className)}>
      <div className={styles.cardHeader}>
        <Heading id={titleId} className={styles.cardTitle}>
          {title}
        </Heading>
        {status}
      </div>
      {children ? <div className={styles.cardBody}>{children}</div> : null}
      {actions.length > 0 ? (
        <ul className={styles.cardActions}>
          {actions.map((action) => (
            <li key={action.href}>
              <Link href={action.href} variant="standalone">
                {action.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
