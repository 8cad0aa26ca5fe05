import { type RefObject, useEffect, useRef, useState } from 'react';

export const focusHeadingMessages = {
  /** What a step change announces: 'Step 2 of 4: Your details' (numbers start at 1). */
  stepAnnouncement: (step: number, total: number, heading: string) =>
    `Step ${step} of ${total}: ${heading}`,
} as const;

export interface FocusHeadingOptions {
  /**
   * What the polite live region says after focus moves: a string, or a function of the heading's
   * text. Default: the heading's text.
   */
  announcement?: string | ((headingText: string) => string);
  /**
   * Also focus (and announce) when the page first mounts: for a flow whose steps are separate
   * routes, where each step mounts a new page. Default false: on a page load the browser and the
   * router's own focus handling decide.
   */
  focusOnMount?: boolean;
}

export interface FocusHeading<T extends HTMLElement> {
  /** For the page's `<h1>`, which must carry `tabIndex={-1}`. */
  headingRef: RefObject<T | null>;
  /** The text for a polite live region (`role="status"`) the page keeps mounted. */
  announcement: string;
}

/**
 * Moves focus to the page's heading whenever `key` changes (a step of a flow shown without a page
 * load), and returns a line to announce. Without it, a screen reader stays on the Continue button
 * that no longer means anything, and a keyboard user's next Tab starts from the top of the
 * document. Focus goes to the heading rather than to `<main>` so the reading position is the
 * question itself (GOV.UK and the USWDS step indicator's guidance).
 *
 * The announcement goes through a live region as well as the focus move: some screen readers
 * (VoiceOver on iOS) read a focused heading without the step's position, and the step number is
 * what tells the member that Continue worked.
 */
export function useFocusHeadingOnChange<T extends HTMLElement = HTMLHeadingElement>(
  key: unknown,
  { announcement, focusOnMount = false }: FocusHeadingOptions = {},
): FocusHeading<T> {
  const headingRef = useRef<T>(null);
  const [announced, setAnnounced] = useState('');
  const previousKey = useRef<unknown>(key);
  const mounted = useRef(false);
  // Read at the moment of the change, without making the announcement a trigger of its own.
  const announcementRef = useRef(announcement);
  announcementRef.current = announcement;

  // Only the key (and the first run) decide; `focusOnMount` is read on the first run only.
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the trigger.
  useEffect(() => {
    const firstRun = !mounted.current;
    mounted.current = true;
    if (firstRun ? !focusOnMount : Object.is(previousKey.current, key)) return;
    previousKey.current = key;
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus();
    const headingText = heading.textContent?.trim() ?? '';
    const text = announcementRef.current;
    setAnnounced(typeof text === 'function' ? text(headingText) : (text ?? headingText));
  }, [key]);

  return { headingRef, announcement: announced };
}
