import { ContentPage, FaqAccordion, type FaqItem, Stack } from '@portal/ui';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import {
  answerParagraphs,
  type FaqEntry,
  type FaqKey,
  faqKeys,
  useFaqSet,
} from '../../content/faq-content.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import * as pageStyles from '../../styles/page.css.js';
import { faqsCopy as copy } from './faqs-copy.js';
import * as styles from './faqs-page.css.js';

/**
 * /faqs (spec sections 1 and 2) on the kit's `ContentPage`: every question of both FAQ sets,
 * faq-legal then faq-product.
 */
export function FaqsPage() {
  return (
    <div className={pageStyles.page}>
      <ContentPage heading={copy.heading}>
        <Stack gap={6}>
          {faqKeys.map((key) => (
            <FaqSetSection key={key} faqKey={key} />
          ))}
        </Stack>
      </ContentPage>
    </div>
  );
}

function FaqSetSection({ faqKey }: { faqKey: FaqKey }) {
  const headingId = useId();
  const { data, error } = useFaqSet(faqKey);
  const openIds = useLinkedQuestionOpen(faqKey, data?.items);

  if (error !== undefined) {
    return <ServiceUnavailableBanner />;
  }
  if (data === undefined) {
    // A polite status, so a screen reader hears that questions are on their way.
    return <p role="status">{copy.loading}</p>;
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.setHeading}>
        {data.title}
      </h2>
      <FaqAccordion
        items={data.items.map((entry) => toFaqItem(faqKey, entry))}
        headingLevel={3}
        value={openIds.value}
        onValueChange={openIds.set}
      />
    </section>
  );
}

/**
 * The open questions of a set, with the one the address points at (`/faqs#faq-legal-wills`, as a
 * site search result links) opened on arrival and whenever the anchor changes.
 */
function useLinkedQuestionOpen(faqKey: FaqKey, entries: readonly FaqEntry[] | undefined) {
  const { hash } = useLocation();
  const [value, set] = useState<string[]>([]);
  const anchor = decodeURIComponent(hash.slice(1));
  const linked = entries?.find((entry) => anchorIdOf(faqKey, entry) === anchor)?.id;
  useEffect(() => {
    if (linked) set((open) => (open.includes(linked) ? open : [...open, linked]));
  }, [linked]);
  return { value, set };
}

/** Unique on the page (the two sets may share a question id); the site search links to it. */
function anchorIdOf(faqKey: FaqKey, entry: FaqEntry): string {
  return `${faqKey}-${entry.id}`;
}

function toFaqItem(faqKey: FaqKey, entry: FaqEntry): FaqItem {
  return {
    id: entry.id,
    anchorId: anchorIdOf(faqKey, entry),
    question: entry.question,
    answer: answerParagraphs(entry.answer).map((paragraph) => <p key={paragraph}>{paragraph}</p>),
  };
}
