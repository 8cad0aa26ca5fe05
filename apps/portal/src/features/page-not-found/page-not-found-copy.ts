import { formatMessage } from '@portal/forms/catalogue';

/** Spec section 2: the 404 page; its messages come from the @portal/forms catalogue. */
export const pageNotFoundCopy = {
  heading: formatMessage('pageNotFound'),
  apology: formatMessage('pageNotFoundApology'),
  linksLabel: 'Where to go from here',
} as const;
