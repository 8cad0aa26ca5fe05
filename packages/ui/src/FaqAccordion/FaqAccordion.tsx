import {
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useSyncExternalStore,
} from 'react';
import { Button } from '../Button/Button';
import { cx } from '../internal/class-names';
import { useControllableState } from '../internal/use-controllable-state';
import { warnInDevelopment } from '../internal/warn';
import { Link } from '../Link/Link';
import * as styles from './FaqAccordion.css';
import { FaqAccordionItem } from './FaqAccordionItem';

export const faqAccordionMessages = {
  expandAll: 'Expand All',
  collapseAll: 'Collapse All',
  /** The link to the full FAQ page when the list is limited (home and contact pages). */
  more: 'Additional FAQs',
} as const;

export interface FaqItem {
  /** Stable and unique: the item's value in the open list. */
  id: string;
  question: string;
  /** Text, paragraphs, lists, kit links. */
  answer: ReactNode;
  /**
   * The question heading's `id`, unique on the page: a link to `#anchorId` (a search result, say)
   * reaches the question. Opening it is the page's part (`value` or `defaultValue`).
   */
  anchorId?: string;
}

/** `expanded`: every shown question open; `collapsed`: none; `mixed`: some. */
export type FaqAccordionState = 'expanded' | 'collapsed' | 'mixed';

export interface FaqAccordionProps
  extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'defaultValue' | 'onChange'> {
  items: ReadonlyArray<FaqItem>;
  /** Level of the question headings. Default 3 (under a section's `<h2>`). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Show only the first `limit` questions (spec section 9: 5 on the home and contact pages). */
  limit?: number;
  /** With `limit`: where the 'Additional FAQs' link goes (the full FAQ page). */
  moreHref?: string;
  moreLabel?: string;
  expandAllLabel?: string;
  collapseAllLabel?: string;
  /** Controlled: the ids of the open questions. */
  value?: string[];
  /** Uncontrolled: the ids open at first. Default none. */
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}

const noneOpen: string[] = [];

const subscribeToNothing = () => () => {};

/**
 * False in the server's render and in the hydration render that must match it, true after (and in
 * a page rendered in the browser from the start). The prerendered HTML is also what a reader
 * without JavaScript gets, where every answer shows: its questions must not say 'collapsed'.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * Frequently asked questions as a WAI-ARIA accordion (several open at once), with 'Expand All'
 * and 'Collapse All' buttons that open or close every shown question. Every answer is in the HTML,
 * closed ones `hidden`, so a prerendered page carries them all and shows them when scripts do not
 * run. With `limit` and `moreHref` it shows the first questions and an 'Additional FAQs' link.
 * Rest props and `ref` go to the wrapping `<div>`, which carries
 * `data-state="expanded" | "collapsed" | "mixed"`.
 */
export function FaqAccordion({
  items,
  headingLevel = 3,
  limit,
  moreHref,
  moreLabel = faqAccordionMessages.more,
  expandAllLabel = faqAccordionMessages.expandAll,
  collapseAllLabel = faqAccordionMessages.collapseAll,
  value,
  defaultValue = noneOpen,
  onValueChange,
  className,
  ...rest
}: FaqAccordionProps) {
  const baseId = useId();
  const listId = `${baseId}-faq`;
  const questionButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const interactive = useHydrated();
  const [openIds, setOpenIds] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const shown = limit === undefined ? items : items.slice(0, Math.max(0, limit));
  const shownIds = shown.map((item) => item.id);
  if (new Set(shownIds).size !== shownIds.length) {
    // Two questions with one id open and close together, and React mixes up their state.
    /* @__PURE__ */ warnInDevelopment(
      'FaqAccordion: item ids must be unique; two questions share an id.',
    );
  }
  const openCount = shownIds.filter((id) => openIds.includes(id)).length;
  const state: FaqAccordionState =
    openCount === 0 ? 'collapsed' : openCount === shownIds.length ? 'expanded' : 'mixed';

  function toggle(id: string) {
    setOpenIds(openIds.includes(id) ? openIds.filter((open) => open !== id) : [...openIds, id]);
  }

  /** The APG accordion's optional keys: arrows move between questions (wrapping), Home and End. */
  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const last = shown.length - 1;
    const targets: Partial<Record<string, number>> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    // Otherwise the arrow or Home/End key would also scroll the page.
    event.preventDefault();
    questionButtons.current[target]?.focus();
  }

  return (
    <div {...rest} className={cx(styles.root, className)} data-state={state}>
      {shown.length > 0 ? (
        <div className={styles.controls}>
          {/* Plain buttons: the change is visible in each question's expanded state, which screen
              readers report on the questions themselves; nothing else is announced. */}
          <Button variant="link" aria-controls={listId} onClick={() => setOpenIds(shownIds)}>
            {expandAllLabel}
          </Button>
          <Button variant="link" aria-controls={listId} onClick={() => setOpenIds([])}>
            {collapseAllLabel}
          </Button>
        </div>
      ) : null}
      <div id={listId} className={styles.list}>
        {shown.map((item, index) => (
          <FaqAccordionItem
            key={item.id}
            item={item}
            idPrefix={`${baseId}-${index}`}
            headingLevel={headingLevel}
            open={openIds.includes(item.id)}
            interactive={interactive}
            onToggle={() => toggle(item.id)}
            onFound={() => {
              if (!openIds.includes(item.id)) setOpenIds([...openIds, item.id]);
            }}
            onQuestionKeyDown={(event) => moveFocus(event, index)}
            questionRef={(button) => {
              questionButtons.current[index] = button;
            }}
          />
        ))}
      </div>
      {limit !== undefined && moreHref !== undefined ? (
        <Link href={moreHref} variant="standalone" className={styles.more}>
          {moreLabel}
        </Link>
      ) : null}
    </div>
  );
}
