import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusPageHeading } from './focus-page-heading.js';

/**
 * After a navigation to another page, focus goes to the new page's `<h1>` (its `<main>` while the
 * heading waits for data), as a page load would put a screen reader at the top of the new page
 * (WCAG 2.4.3). Without it, focus stays on a header or footer link that opened the page, or falls
 * to the document when the pressed button went with the old page, and the next Tab starts from
 * wherever that was. Focus the new page put inside its `<main>` itself (a flow's step on its
 * heading, a form's error summary, an autofocused field) or in a dialog is left where it is, and
 * so are the first page and a change of the query or the anchor alone.
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // Once every effect of the navigation has run: the page's own focus, and a menu that gives
    // focus back to its button as it closes.
    const frame = requestAnimationFrame(() => {
      const main = document.querySelector('main');
      if (!main) return;
      const active = document.activeElement;
      if (active && active !== document.body && main.contains(active)) return;
      // A dialog that opened with the page (the Incomplete Profile question) keeps its focus.
      if (active?.closest('dialog, [role="dialog"], [role="alertdialog"]')) return;
      focusPageHeading();
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
