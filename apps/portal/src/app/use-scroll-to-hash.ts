import { useEffect } from 'react';
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: every page change scrolls, not only a new hash.
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0 });
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
