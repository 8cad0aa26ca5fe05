import { type ComponentPropsWithRef, type ReactNode, useEffect, useId, useRef } from 'react';
import { Card } from '../Card/Card';
import { cx } from '../internal/class-names';
import { CheckIcon } from '../internal/icons/check-icon';
import { mergeRefs } from '../internal/merge-refs';
import { warnInDevelopment } from '../internal/warn';
import { MoneyAmount, type MoneyAmountPeriod } from '../MoneyAmount/MoneyAmount';
import * as styles from './PlanCard.css';

/** A price as the app formatted it, with the period it is per (`MoneyAmount`'s props). */
export interface PlanCardPrice {
  amount: string;
  period?: MoneyAmountPeriod;
}

export interface PlanCardProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  /** The plan's name ('Standard'); the card's heading, which names the card. */
  name: ReactNode;
  /** `<h3>` by default: plan cards usually sit under a section's `<h2>`. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Beside the name: a `StatusTag` ('Most popular', 'Your plan'). */
  badge?: ReactNode;
  /** The label above the price ('Monthly cost'), small, so the amount is what the eye finds. */
  priceLabel?: ReactNode;
  /** The main price, emphasised ('$18.50' per month). */
  price: PlanCardPrice;
  /** Further prices under it, smaller ('$8.54' per paycheck). */
  otherPrices?: ReadonlyArray<PlanCardPrice>;
  /** What the plan gives, a few short lines, each shown with a tick. */
  highlights?: ReadonlyArray<ReactNode>;
  /**
   * The one primary action, a link or a button ('Enroll in Standard'). Its accessible name must
   * name the plan, so a list of cards does not read as several identical 'Enroll' links; a
   * development warning says when it does not. A link here looks like the kit's primary button.
   */
  action: ReactNode;
  /** Anything between the highlights and the action (a footnote, a 'Details' disclosure). */
  children?: ReactNode;
}

/**
 * A plan to choose, as HealthCare.gov shows plans, on the kit's `Card`: the name, the price large with its period,
 * what the plan gives, and one action at the foot. An `<article>` named by its heading; not one
 * big link, so the highlights can be read and selected and the action is the one target. Rest
 * props and `ref` go to the `<article>`.
 */
export function PlanCard({
  name,
  headingLevel = 3,
  badge,
  priceLabel,
  price,
  otherPrices = [],
  highlights = [],
  action,
  children,
  className,
  ref,
  ...rest
}: PlanCardProps) {
  const titleId = `${useId()}-plan-name`;
  const Heading = `h${headingLevel}` as const;
  const ownRef = useRef<HTMLElement>(null);

  useEffect(() => {
    warnIfActionDoesNotNamePlan(ownRef.current, titleId);
  });

  return (
    <Card
      {...rest}
      as="article"
      ref={mergeRefs(ownRef, ref)}
      aria-labelledby={titleId}
      padding={5}
      className={cx(styles.card, className)}
    >
      <div className={styles.header}>
        <Heading id={titleId} className={styles.name}>
          {name}
        </Heading>
        {badge ? <div className={styles.badge}>{badge}</div> : null}
      </div>
      <div className={styles.prices}>
        {priceLabel ? <p className={styles.priceLabel}>{priceLabel}</p> : null}
        <p className={styles.price}>
          <MoneyAmount amount={price.amount} period={price.period} size="xxl" />
        </p>
        {otherPrices.map((other) => (
          <p key={`${other.amount} ${other.period?.spoken ?? ''}`} className={styles.otherPrice}>
            <MoneyAmount amount={other.amount} period={other.period} size="md" />
          </p>
        ))}
      </div>
      {highlights.length > 0 ? (
        <ul className={styles.highlights}>
          {highlights.map((highlight, index) => (
            // The highlights are static copy in a fixed order: the index is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className={styles.highlight}>
              <CheckIcon className={styles.tick} size="small" />
              <span>{highlight}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {children ? <div className={styles.extra}>{children}</div> : null}
      <div className={styles.action} data-plan-card-action="">
        {action}
      </div>
    </Card>
  );
}

/** The text a screen reader would name a link or button by, near enough for a warning. */
function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ');
  }
  return element.getAttribute('aria-label') ?? element.textContent ?? '';
}

/** Warns in development when the card's action is not named after the plan (WCAG 2.4.4). */
function warnIfActionDoesNotNamePlan(card: HTMLElement | null, titleId: string): void {
  if (!card) return;
  const planName = card.ownerDocument.getElementById(titleId)?.textContent?.trim() ?? '';
  const control = card.querySelector('[data-plan-card-action] a, [data-plan-card-action] button');
  if (!planName || !control) {
    if (!control) /* @__PURE__ */ warnInDevelopment('PlanCard: `action` has no link or button.');
    return;
  }
  if (!nameOf(control).toLowerCase().includes(planName.toLowerCase())) {
    /* @__PURE__ */ warnInDevelopment(
      `PlanCard: the action's accessible name should name the plan ('Enroll in ${planName}'), so several cards' actions can be told apart.`,
    );
  }
}
