import { type ComponentPropsWithRef, useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../internal/shared.css';
import * as styles from './BusyIndicator.css';

export const busyIndicatorMessages = {
  /** Shown under the spinner and announced once when the overlay appears. */
  label: 'Loading',
  /** Announced when the overlay goes, with `announceComplete`. */
  completeLabel: 'Loading complete',
} as const;

/** Requests quicker than this show nothing: no flash of overlay, no announcement. */
export const busyIndicatorDefaultDelayMs = 300;

export interface BusyIndicatorProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** A request is in flight (spec section 2: "a spinner shows while any request is in flight"). */
  busy: boolean;
  label?: string;
  /** Wait this long after `busy` turns true before showing anything. Default 300 ms. */
  delayMs?: number;
  /**
   * Say `completeLabel` when the overlay goes. Default false: the new content, or the focus the app
   * moves to it, tells the member; a 'Loading complete' after every request is noise.
   */
  announceComplete?: boolean;
  completeLabel?: string;
}

/**
 * The page-wide busy indicator: after `delayMs` of `busy`, a translucent overlay with a spinner and
 * `label`, and one polite announcement of `label`. It never takes or traps focus. Rest props and
 * `ref` go to the root `<div>` (`data-state="idle" | "pending" | "busy"`), which holds the live
 * region; render it once, in the app shell, so the region is in place before the first request.
 */
export function BusyIndicator({
  busy,
  label = busyIndicatorMessages.label,
  delayMs = busyIndicatorDefaultDelayMs,
  announceComplete = false,
  completeLabel = busyIndicatorMessages.completeLabel,
  className,
  ...rest
}: BusyIndicatorProps) {
  const [shown, setShown] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const shownRef = useRef(false);
  const latest = useRef({ label, announceComplete, completeLabel });
  latest.current = { label, announceComplete, completeLabel };

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(
        () => {
          shownRef.current = true;
          setShown(true);
          setAnnouncement(latest.current.label);
        },
        Math.max(0, delayMs),
      );
      return () => clearTimeout(timer);
    }
    if (shownRef.current) {
      shownRef.current = false;
      setShown(false);
      // Clearing (or replacing) the text also lets the next 'Loading' count as a change to announce.
      setAnnouncement(latest.current.announceComplete ? latest.current.completeLabel : '');
    }
    return undefined;
  }, [busy, delayMs]);

  return (
    <div {...rest} className={className} data-state={shown ? 'busy' : busy ? 'pending' : 'idle'}>
      {/* Explicit aria-live as well as the role, so a Radix modal's aria-hidden skips it too. */}
      <div role="status" aria-live="polite" className={visuallyHidden}>
        {announcement}
      </div>
      {shown ? (
        // Drawn only: the live region above speaks. Nothing in it can take focus.
        <div className={styles.overlay} aria-hidden="true">
          <div className={styles.panel}>
            <span className={styles.spinner} />
            <span>{label}</span>
          </div>
        </div>
      ) : null}
    </div>
  );
}
