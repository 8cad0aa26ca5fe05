/** /unsupported-browser (spec section 2). */
export const unsupportedBrowserCopy = {
  heading: 'This browser is not supported!',
  advice:
    'To use this site, please open it in a current version of Microsoft Edge, Google Chrome, Mozilla Firefox or Apple Safari.',
} as const;
