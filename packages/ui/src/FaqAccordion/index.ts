export type { FaqAccordionProps, FaqAccordionState, FaqItem } from './FaqAccordion';
export { FaqAccordion, faqAccordionMessages } from './FaqAccordion';
