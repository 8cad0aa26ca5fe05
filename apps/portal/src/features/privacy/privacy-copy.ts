/** /privacy and /privacy-act (spec section 2); the notice itself is the edition's served HTML. */
export const privacyCopy = {
  heading: 'Privacy Policy',
  loading: 'Loading the privacy notice…',
} as const;
