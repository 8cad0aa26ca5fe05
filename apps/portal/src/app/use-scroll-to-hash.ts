import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long to wait for a section that renders after its data arrives (the home page's #reviews). */
const waitForTargetMs = 2000;

/**
 * Spec section 2: links to anchors (/#plans, /#reviews) scroll to their section. react-router's
 * ScrollRestoration (in the shell) restores positions on Back and Forward, scrolls to an anchor
 * that is already on the page and otherwise to the top; this hook completes it for a section that
 * appears only once its content has loaded.
 */
export function useScrollToHash() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  // The document's first location also counts as POP; an anchor in the loaded address is followed.
  const firstKey = useRef(key);
  useEffect(() => {
    if (!hash || (navigationType === 'POP' && key !== firstKey.current)) return;
    const id = decodeURIComponent(hash.slice(1));
    if (document.getElementById(id)) return;
    const deadline = performance.now() + waitForTargetMs;
    let frame = 0;
    const scrollWhenPresent = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (performance.now() < deadline) frame = requestAnimationFrame(scrollWhenPresent);
    };
    frame = requestAnimationFrame(scrollWhenPresent);
    return () => cancelAnimationFrame(frame);
  }, [key, hash, navigationType]);
}
