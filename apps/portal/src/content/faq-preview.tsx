import { FaqAccordion, type FaqItem, Link } from '@portal/ui';
import { answerParagraphs, type FaqKey, type FaqSet, faqKeys, useFaqSet } from './faq-content.js';

/** Spec sections 1 and 9: the home and contact pages show the first 5 questions. */
export const faqPreviewLimit = 5;

export interface FaqPreviewProps {
  /** The id of the section's heading (unique on its page). */
  headingId: string;
  headingClassName: string;
  copy: { faqHeading: string; loadingFaqs: string; moreFaqs: string };
  /** The full FAQ page: 'Additional FAQs' goes there. */
  moreHref: string;
}

/**
 * The FAQ block of the home and contact pages (spec sections 1 and 9): both sets merged,
 * faq-legal then faq-product, of which the first 5 questions show, with an 'Additional FAQs' link
 * to the full page. Pages pass their own copy and heading style.
 */
export function FaqPreview({ headingId, headingClassName, copy, moreHref }: FaqPreviewProps) {
  const legal = useFaqSet('faq-legal');
  const product = useFaqSet('faq-product');
  // Only data and error: SWR re-renders a component for each field it reads, and spreading the
  // whole answer would read isValidating too, re-rendering the accordion on every revalidation.
  const sets = [
    { key: faqKeys[0], data: legal.data, error: legal.error },
    { key: faqKeys[1], data: product.data, error: product.error },
  ];
  const loading = sets.some((set) => set.data === undefined && set.error === undefined);
  const items = sets.flatMap((set) =>
    set.data === undefined ? [] : toFaqItems(set.key, set.data),
  );

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        {copy.faqHeading}
      </h2>
      {loading ? (
        <p role="status">{copy.loadingFaqs}</p>
      ) : items.length > 0 ? (
        <FaqAccordion items={items} headingLevel={3} limit={faqPreviewLimit} moreHref={moreHref} />
      ) : (
        // Both sets failed: no questions, but the full FAQ page is still one link away.
        <Link href={moreHref} variant="standalone">
          {copy.moreFaqs}
        </Link>
      )}
    </section>
  );
}

/** Ids are unique within a set; the set's key keeps them unique once the two sets are merged. */
function toFaqItems(key: FaqKey, set: FaqSet): FaqItem[] {
  return set.items.map((entry) => ({
    id: `${key}-${entry.id}`,
    question: entry.question,
    answer: answerParagraphs(entry.answer).map((paragraph) => <p key={paragraph}>{paragraph}</p>),
  }));
}
