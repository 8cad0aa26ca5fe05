/** The FAQ page (spec sections 1 and 2); the questions themselves are served content. */
export const faqsCopy = {
  heading: 'Frequently asked questions',
  loading: 'Loading questions…',
} as const;
