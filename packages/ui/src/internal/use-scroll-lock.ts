import { useEffect } from 'react';
import { scrollLocked, scrollLockedGutter } from './scroll-lock.css';

/** Open modals holding the lock: an IdleDialog over a delete confirmation must not unlock early. */
let holders = 0;

/**
 * Keeps the page from scrolling while `active` (a modal is open), by classes on `<html>` from the
 * kit's stylesheet. Radix Dialog's overlay locks scroll with react-remove-scroll, which writes a
 * `<style>` element at run time: the service's policy (`style-src 'self'`) refuses it with a
 * console error, and the page behind then scrolls. The Modal uses this instead.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    if (holders === 0) {
      // A classic scroll bar takes width from the page (overlay scroll bars on phones and macOS
      // take none); keep its gutter so the page does not shift.
      const hasScrollBar = window.innerWidth > root.clientWidth;
      root.classList.add(scrollLocked);
      if (hasScrollBar) root.classList.add(scrollLockedGutter);
    }
    holders += 1;
    return () => {
      holders -= 1;
      if (holders === 0) root.classList.remove(scrollLocked, scrollLockedGutter);
    };
  }, [active]);
}
