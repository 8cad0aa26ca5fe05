import webFontUrl from '@portal/tokens/fonts/public-sans-wght.woff2?url';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';

/**
 * Has React write `<link rel="preload" as="font" type="font/woff2" crossorigin>` for the web font
 * into the head of every page the build renders, so the browser fetches it with the stylesheets,
 * not after them, and text swaps to it before the first paint. The URL is the one the build gives
 * the file, the same the tokens' @font-face names.
 *
 * Only entry.server.tsx renders it: in the browser the link is already in the page, and the client
 * bundle carries neither the call nor the URL. It passes its one child through, so it adds no
 * branch to the tree and `useId` gives the same ids on both sides.
 */
export function WebFontPreload({ children }: { children: ReactNode }) {
  preload(webFontUrl, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return children;
}
