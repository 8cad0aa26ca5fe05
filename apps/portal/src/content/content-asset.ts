/**
 * A file of served content (spec section 7) as a page reads it: its address under /assets/ (the
 * key of the page's SWR hook) and how its text becomes the hook's data. The build reads the same
 * file with the same parser for a prerendered page (read-content.server.ts), so the page's HTML
 * shows what the hook would.
 */
export type ContentAsset = { path: string; parse: (text: string) => unknown };
