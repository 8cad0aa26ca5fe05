/** /terms-and-conditions (spec section 2). The terms are served content, one file per edition. */
export const termsCopy = {
  heading: 'Terms and conditions',
  loading: 'Loading the terms…',
} as const;
