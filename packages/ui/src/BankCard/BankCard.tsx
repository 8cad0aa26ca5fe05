import { type ComponentPropsWithRef, type Ref, useId } from 'react';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { cx } from '../internal/class-names';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './BankCard.css';

/**
 * A bank record's state on the dashboard (spec section 4, 'Bank record on the dashboard'):
 * `inUse` (flag E, not flagged for delete), `pendingUse` (flag FE), `deletable` (flag N with
 * delete flag Y). The app maps the flags; the kit only draws the three states.
 */
export type BankCardStatus = 'inUse' | 'pendingUse' | 'deletable';

export const bankCardMessages = {
  /** What a screen reader reads for the masked number. */
  accountEnding: (lastFour: string) => `Account ending in ${lastFour}`,
  inUse: 'In use',
  pendingUse: 'Pending Use',
  /** The visible text of the delete action. */
  delete: 'Delete',
  /** The delete action's accessible name: which account it deletes (contains 'Delete', WCAG 2.5.3). */
  deleteLabel: (bankName: string, lastFour: string) =>
    `Delete ${bankName} account ending in ${lastFour}`,
  /** The empty dashboard (spec section 2, 'Bank dashboard'). */
  empty: 'You have no saved bank accounts.',
} as const;

/** The mask shown before the last four digits. */
const maskCharacters = '••••';

/** The last four digits of an account number; nothing else of it is kept. */
export function lastFourDigits(accountNumber: string): string {
  return accountNumber.replace(/\D/g, '').slice(-4);
}

export interface BankCardProps extends Omit<ComponentPropsWithRef<'article'>, 'children' | 'ref'> {
  ref?: Ref<HTMLElement>;
  bankName: string;
  /**
   * The account number, full or already masked. Only its last four digits are rendered; the rest
   * never reaches the DOM.
   */
  accountNumber: string;
  /** The account type label, e.g. 'Checking'. */
  accountType: string;
  status: BankCardStatus;
  /** Called by the Delete action (status `deletable`); the app asks for confirmation. */
  onDelete?: () => void;
  /** The bank name's heading level. Default 2 (under the page's 'Your bank accounts.' `<h1>`). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** `article` (default), or `li` inside a `<ul>` of cards. */
  as?: 'article' | 'li';
  inUseLabel?: string;
  pendingUseLabel?: string;
  deleteText?: string;
  /** Formats the delete action's accessible name. Default `bankCardMessages.deleteLabel`. */
  deleteLabel?: (bankName: string, lastFour: string) => string;
  /** Formats the masked number's screen-reader text. Default `bankCardMessages.accountEnding`. */
  accountEndingLabel?: (lastFour: string) => string;
}

/**
 * One saved bank account on the bank dashboard: the bank name as a heading, the account type, the
 * account number masked to its last four digits, and its status: an 'In use' or 'Pending Use'
 * badge, or a Delete action. At most 600 px wide. Rest props and `ref` go to the `<article>`
 * (or `<li>`), which is named by its heading.
 */
export function BankCard({
  bankName,
  accountNumber,
  accountType,
  status,
  onDelete,
  headingLevel = 2,
  as = 'article',
  inUseLabel = bankCardMessages.inUse,
  pendingUseLabel = bankCardMessages.pendingUse,
  deleteText = bankCardMessages.delete,
  deleteLabel = bankCardMessages.deleteLabel,
  accountEndingLabel = bankCardMessages.accountEnding,
  className,
  ...rest
}: BankCardProps) {
  const headingId = `${useId()}-bank`;
  const lastFour = lastFourDigits(accountNumber);
  const Heading = `h${headingLevel}` as const;

  return (
    <Card
      {...rest}
      as={as}
      aria-labelledby={as === 'article' ? headingId : rest['aria-labelledby']}
      className={cx(styles.card, className)}
      data-state={status}
    >
      <div className={styles.details}>
        <Heading id={headingId} className={styles.bankName}>
          {bankName}
        </Heading>
        <p className={styles.account}>
          <span className={styles.accountType}>{accountType}</span>
          {/* The dots read badly ("bullet bullet..."): screen readers get a sentence instead. */}
          <span className={styles.maskedNumber} aria-hidden="true">
            {maskCharacters}
            {lastFour}
          </span>
          <VisuallyHidden>{accountEndingLabel(lastFour)}</VisuallyHidden>
        </p>
      </div>
      <div className={styles.status}>
        {status === 'deletable' ? (
          <Button
            variant="link"
            aria-label={deleteLabel(bankName, lastFour)}
            onClick={onDelete}
            data-action="delete"
          >
            {deleteText}
          </Button>
        ) : (
          <span className={styles.badge} data-state={status}>
            {status === 'inUse' ? inUseLabel : pendingUseLabel}
          </span>
        )}
      </div>
    </Card>
  );
}

export interface BankCardEmptyProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Default `bankCardMessages.empty`: 'You have no saved bank accounts.' */
  message?: string;
}

/** The bank dashboard with no saved accounts: a dashed card with one sentence. */
export function BankCardEmpty({
  message = bankCardMessages.empty,
  className,
  ref,
  ...rest
}: BankCardEmptyProps) {
  return (
    <Card
      {...rest}
      ref={ref as Ref<HTMLElement>}
      variant="dashed"
      className={cx(styles.emptyCard, className)}
      data-state="empty"
    >
      <p className={styles.emptyMessage}>{message}</p>
    </Card>
  );
}
