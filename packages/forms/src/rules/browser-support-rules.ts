/**
 * Spec section 2: Internet Explorer and legacy (EdgeHTML) Edge are redirected to
 * /unsupported-browser. IE 10 and older say "MSIE "; IE 11 dropped it and says only "Trident/".
 * Legacy Edge says "Edge/<version>"; Chromium Edge says "Edg/" and is supported.
 */
export function isUnsupportedBrowser(userAgent: string): boolean {
  return /MSIE |Trident\/|\bEdge\/\d/.test(userAgent);
}

export const unsupportedBrowserPath = '/unsupported-browser';
