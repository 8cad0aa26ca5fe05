import { formatMessage } from '@portal/forms';

/** Spec section 2: the 404 page; its messages come from the @portal/forms catalogue. */
export const pageNotFoundCopy = {
  title: 'Page not found',
  heading: formatMessage('pageNotFound'),
  apology: formatMessage('pageNotFoundApology'),
  linksLabel: 'Where to go from here',
} as const;
