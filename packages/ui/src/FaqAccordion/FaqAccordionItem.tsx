import type { KeyboardEvent, Ref } from 'react';
import { ChevronDownIcon } from '../internal/icons/chevron-down-icon';
import type { FaqItem } from './FaqAccordion';
import * as styles from './FaqAccordion.css';

export interface FaqAccordionItemProps {
  item: FaqItem;
  /** Unique on the page: the question's and answer's ids start with it. */
  idPrefix: string;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  open: boolean;
  onToggle: () => void;
  /** The accordion's arrow, Home and End keys, which move between questions. */
  onQuestionKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  questionRef: Ref<HTMLButtonElement>;
}

/**
 * One question and its answer, as the WAI-ARIA APG accordion lays them out: a heading holding a
 * native button (so Enter and Space toggle it without script of ours), and the answer as a region
 * named by the question. The answer is always rendered, `hidden` while closed, so server-rendered
 * HTML holds it (and the stylesheet shows it when scripts do not run).
 */
export function FaqAccordionItem({
  item,
  idPrefix,
  headingLevel,
  open,
  onToggle,
  onQuestionKeyDown,
  questionRef,
}: FaqAccordionItemProps) {
  const questionId = `${idPrefix}-question`;
  const answerId = `${idPrefix}-answer`;
  const state = open ? 'open' : 'closed';
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={styles.item} data-state={state}>
      <Heading id={item.anchorId} className={styles.heading}>
        <button
          ref={questionRef}
          type="button"
          id={questionId}
          aria-expanded={open}
          aria-controls={answerId}
          data-state={state}
          className={styles.trigger}
          onClick={onToggle}
          onKeyDown={onQuestionKeyDown}
        >
          {item.question}
          <ChevronDownIcon className={styles.chevron} />
        </button>
      </Heading>
      {/* A <section> named by the question is a `region`, as the APG's <div role="region">. */}
      <section
        id={answerId}
        aria-labelledby={questionId}
        hidden={!open}
        data-state={state}
        className={styles.answer}
      >
        {item.answer}
      </section>
    </div>
  );
}
