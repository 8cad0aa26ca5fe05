import { Link } from '../Link/Link';
import type { FaqItem } from './FaqAccordion';

/** Seven questions of the kind the faq-legal and faq-product content keys hold. */
export const demoFaqItems: readonly FaqItem[] = [
  {
    id: 'what-is-covered',
    question: 'What legal matters does the plan cover?',
    answer: (
      <p>
        Over 80 types of legal matters, from wills and estate planning to traffic tickets and
        consumer disputes.
      </p>
    ),
  },
  {
    id: 'how-many-attorneys',
    question: 'How many attorneys are in the network?',
    answer: <p>A network of over 18,000 attorneys across the country.</p>,
  },
  {
    id: 'visits',
    question: 'Is there a limit on visits?',
    answer: <p>No. Visits for covered matters are unlimited, with no copays or deductibles.</p>,
  },
  {
    id: 'wills',
    question: 'How long does it take to make a will?',
    answer: <p>Wills can be done in as little as 15 minutes.</p>,
  },
  {
    id: 'cost',
    question: 'What would an attorney cost without the plan?',
    answer: <p>The average attorney rate is $370 an hour.</p>,
  },
  {
    id: 'enroll',
    question: 'How do I enroll?',
    answer: (
      <p>
        Choose a plan and <Link href="/account-creation/get-started">create your account</Link>.
      </p>
    ),
  },
  {
    id: 'cancel',
    question: 'Can I cancel my enrollment?',
    answer: <p>Yes. Go to your dashboard and choose Cancel Enrollment for the plan.</p>,
  },
];
