import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../internal/class-names';
import { type SummaryListAction, SummaryListActionLink } from './SummaryList';
import * as styles from './SummaryList.css';

export interface SummaryCardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The card's title ('Dependant 1: Sam Doe'); it names the section. */
  title: ReactNode;
  /** `<h2>` by default: the page's `<h1>` is above the cards. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Card-level links in the title bar ('Remove' with context 'Sam Doe'). */
  actions?: ReadonlyArray<SummaryListAction>;
  /** Normally one `SummaryList`. */
  children: ReactNode;
}

/**
 * GOV.UK's summary card: a summary list under a title bar, for a repeated thing (each dependant,
 * each bank account). A `<section>` named by its title, so it is listed as a region.
 */
export function SummaryCard({
  title,
  headingLevel = 2,
  actions = [],
  children,
  className,
  ...rest
}: SummaryCardProps) {
  const titleId = `${useId()}-summary-card`;
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...rest} aria-labelledby={titleId} className={cx(styles.card, className)}>
      <div className={styles.cardHeader}>
        <Heading id={titleId} className={styles.cardTitle}>
          {title}
        </Heading>
        {actions.length > 0 ? (
          <ul className={styles.cardActions}>
            {actions.map((action) => (
              <li key={`${action.href} ${action.label}`}>
                <SummaryListActionLink action={action} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.cardBody}>{children}</div>
    </section>
  );
}
