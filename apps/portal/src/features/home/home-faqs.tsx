import { FaqAccordion, type FaqItem, Link } from '@portal/ui';
import {
  answerParagraphs,
  type FaqKey,
  type FaqSet,
  faqKeys,
  useFaqSet,
} from '../../content/faq-content.js';
import { homeCopy as copy, homeFaqLimit, homeLinks } from './home-copy.js';
import * as styles from './home-page.css.js';

/**
 * The FAQ block (spec sections 1 and 9): both sets merged, faq-legal then faq-product, of which the
 * first 5 questions show, with an 'Additional FAQs' link to /faqs.
 */
export function HomeFaqs() {
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
    <section aria-labelledby="home-faqs-heading">
      <h2 id="home-faqs-heading" className={styles.sectionHeading}>
        {copy.faqHeading}
      </h2>
      {loading ? (
        <p role="status">{copy.loadingFaqs}</p>
      ) : items.length > 0 ? (
        <FaqAccordion
          items={items}
          headingLevel={3}
          limit={homeFaqLimit}
          moreHref={homeLinks.faqs}
        />
      ) : (
        // Both sets failed: no questions, but the full FAQ page is still one link away.
        <Link href={homeLinks.faqs} variant="standalone">
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
