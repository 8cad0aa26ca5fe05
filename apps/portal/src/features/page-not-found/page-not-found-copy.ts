/** Spec section 2: the 404 page. */
export const pageNotFoundCopy = {
  title: 'Page not found',
  heading: 'Page not found.',
  apology: "We're sorry. The page you are looking for may have been moved or deleted.",
  linksLabel: 'Where to go from here',
} as const;
