import { type KeyboardEvent, type Ref, useLayoutEffect, useRef } from 'react';
import { ChevronDownIcon } from '../internal/icons/chevron-down-icon';
import type { FaqItem } from './FaqAccordion';
import * as styles from './FaqAccordion.css';

export interface FaqAccordionItemProps {
  item: FaqItem;
  /** Unique on the page: the question's and answer's ids start with it. */
  idPrefix: string;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  open: boolean;
  /**
   * False in the server's HTML and while hydrating it: nothing works the question yet, and the
   * stylesheet shows every answer when scripts do not run, so it states no expanded state.
   */
  interactive: boolean;
  onToggle: () => void;
  /** The browser found the closed answer's text (find in page, a text fragment): open it. */
  onFound: () => void;
  /** The accordion's arrow, Home and End keys, which move between questions. */
  onQuestionKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  questionRef: Ref<HTMLButtonElement>;
}

/**
 * One question and its answer, as the WAI-ARIA APG accordion lays them out: a heading holding a
 * native button (so Enter and Space toggle it without script of ours), and the answer as a region
 * named by the question. The answer is always rendered, `hidden` while closed, so server-rendered
 * HTML holds it (and the stylesheet shows it when scripts do not run). Once the page runs, a closed
 * answer is `hidden="until-found"`: the browser's find in page searches it, and the `beforematch`
 * event it fires before showing a match opens the question.
 */
export function FaqAccordionItem({
  item,
  idPrefix,
  headingLevel,
  open,
  interactive,
  onToggle,
  onFound,
  onQuestionKeyDown,
  questionRef,
}: FaqAccordionItemProps) {
  const questionId = `${idPrefix}-question`;
  const answerId = `${idPrefix}-answer`;
  const state = open ? 'open' : 'closed';
  const Heading = `h${headingLevel}` as const;
  const answerRef = useRef<HTMLElement>(null);
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;

  // React 19 knows `hidden` only as a boolean (it writes `hidden=""` for 'until-found') and has no
  // `onBeforeMatch`, so both are set here, after React's own write of `hidden` in the same commit.
  // Browsers without until-found (Safari 18) read the value as plain `hidden`: nothing is lost.
  useLayoutEffect(() => {
    const answer = answerRef.current;
    if (!answer || open) return;
    answer.setAttribute('hidden', 'until-found');
    const found = () => onFoundRef.current();
    answer.addEventListener('beforematch', found);
    return () => answer.removeEventListener('beforematch', found);
  }, [open]);

  return (
    <div className={styles.item} data-state={state}>
      <Heading id={item.anchorId} className={styles.heading}>
        <button
          ref={questionRef}
          type="button"
          id={questionId}
          aria-expanded={interactive ? open : undefined}
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
        ref={answerRef}
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
