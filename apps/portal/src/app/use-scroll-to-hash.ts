import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a section that renders after its data arrives (the home page's #reviews). */
const waitForTargetMs = 2000;

/**
 * Spec section 2: links to anchors (/#plans, /#reviews) scroll to their section; other navigation
 * starts at the top of the page. The router changes the page without the browser's own anchor
 * scrolling, so the app does it, once the target exists.
 */
export function useScrollToHash() {
  const { pathname, hash } = useLocation();
  const firstPage = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every page change scrolls, not only a new hash.
  useEffect(() => {
    const opened = firstPage.current;
    firstPage.current = false;
    if (!hash) {
      // The page the browser opened is at the top already, or where its reader has scrolled
      // since a prerendered page showed, before the app took it over: leave it there.
      if (!opened) window.scrollTo({ top: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const deadline = performance.now() + waitForTargetMs;
    let frame = 0;
    const scrollWhenPresent = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (performance.now() < deadline) frame = requestAnimationFrame(scrollWhenPresent);
    };
    scrollWhenPresent();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}
