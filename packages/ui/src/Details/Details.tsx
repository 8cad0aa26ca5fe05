import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/class-names';
import { ChevronDownIcon } from '../internal/icons/chevron-down-icon';
import * as styles from './Details.css';

export interface DetailsProps extends Omit<ComponentPropsWithRef<'details'>, 'children'> {
  /** The question the help answers, shown as the summary ('Where do I find my member ID?'). */
  summary: ReactNode;
  /** The help: text, lists, links. */
  children: ReactNode;
}

/**
 * A help disclosure (GOV.UK's details, the CMS design system's help drawer in line with the page):
 * the native `<details>` and `<summary>`, so it opens and closes without JavaScript, from the
 * keyboard (Enter or Space on the summary) and by the browser's find in page. `open` and
 * `onToggle` are the native ones. Rest props and `ref` go to the `<details>`.
 */
export function Details({ summary, children, className, ...rest }: DetailsProps) {
  return (
    <details {...rest} className={cx(styles.details, className)}>
      <summary className={styles.summary}>
        <ChevronDownIcon className={styles.chevron} />
        <span className={styles.summaryText}>{summary}</span>
      </summary>
      <div className={styles.text}>{children}</div>
    </details>
  );
}
