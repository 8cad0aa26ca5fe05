/** /about (spec section 2). The text itself is served content, one file per edition. */
export const aboutCopy = {
  heading: 'About us',
  loading: 'Loading…',
} as const;
