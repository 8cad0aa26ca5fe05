import { useEffect, useRef, useState } from 'react';
import { Modal, type ModalProps } from '../Modal/Modal';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './IdleDialog.css';

/** The idle warning's copy: spec section 8 (idle) wording, except the heading, which is ours. */
export const idleDialogMessages = {
  heading: 'Are you still there?',
  message: 'Due to inactivity, you will be logged out. Do you want to stay logged in and continue?',
  countdown: (secondsLeft: number): string =>
    secondsLeft === 1
      ? 'Your session ends in 1 second!'
      : `Your session ends in ${secondsLeft} seconds!`,
  noLongerIdle: 'No longer idle.',
  continueLabel: 'Continue',
  logoutLabel: 'Logout',
} as const;

/** Seconds left at which the countdown is announced to screen readers (besides on opening). */
export const idleDialogAnnounceAt: readonly number[] = [30, 10, 5];

/**
 * Delay before the opening announcement. The live region mounts with the dialog, and screen readers
 * ignore text that is already in a live region when it appears (NVDA, JAWS); the text must change
 * after the region is in the accessibility tree. It also lets the dialog's name and focused button
 * be read first.
 */
const openingAnnouncementDelayMs = 150;

export interface IdleDialogProps
  extends Omit<
    ModalProps,
    | 'open'
    | 'defaultOpen'
    | 'onOpenChange'
    | 'trigger'
    | 'heading'
    | 'subheading'
    | 'children'
    | 'buttons'
    | 'closeLabel'
  > {
  open: boolean;
  /** Seconds until logout. The app runs the timer (spec section 4: 60 s after 840 s idle). */
  secondsLeft: number;
  /** The member moved again: show and announce `noLongerIdle` instead of the countdown. */
  active?: boolean;
  /** Continue, Escape, or a click on the backdrop: stay logged in (the app refreshes the token). */
  onContinue: () => void;
  /** Logout: end the session. The app closes the dialog. */
  onLogout: () => void;
  heading?: string;
  message?: string;
  countdown?: (secondsLeft: number) => string;
  noLongerIdle?: string;
  continueLabel?: string;
  logoutLabel?: string;
  /** Seconds left at which the countdown is announced. Default `idleDialogAnnounceAt` (30, 10, 5). */
  announceAt?: readonly number[];
}

/**
 * The inactivity warning of spec section 4, on the kit's Modal. The visible countdown changes every
 * second and is not a live region; a visually hidden polite live region speaks at a few moments only:
 * on opening (message and countdown), when the countdown reaches 30, 10 and 5 seconds, and 'No longer
 * idle.' when `active` turns true. Rest props and `ref` go to the dialog element.
 */
export function IdleDialog({
  open,
  secondsLeft,
  active = false,
  onContinue,
  onLogout,
  heading = idleDialogMessages.heading,
  message = idleDialogMessages.message,
  countdown = idleDialogMessages.countdown,
  noLongerIdle = idleDialogMessages.noLongerIdle,
  continueLabel = idleDialogMessages.continueLabel,
  logoutLabel = idleDialogMessages.logoutLabel,
  announceAt = idleDialogAnnounceAt,
  ...rest
}: IdleDialogProps) {
  const [announcement, setAnnouncement] = useState('');
  const seconds = Math.max(0, Math.ceil(secondsLeft));

  // The latest values, read by the effects below without re-running them on every tick.
  const latest = useRef({ seconds, active, message, countdown, noLongerIdle });
  latest.current = { seconds, active, message, countdown, noLongerIdle };

  // Opening: after a short delay, the message and the time left. Closing: clear, so that the same
  // words are announced again the next time.
  useEffect(() => {
    if (!open) {
      setAnnouncement('');
      return;
    }
    const timer = setTimeout(() => {
      const current = latest.current;
      setAnnouncement(
        `${current.message} ${current.active ? current.noLongerIdle : current.countdown(current.seconds)}`,
      );
    }, openingAnnouncementDelayMs);
    return () => clearTimeout(timer);
  }, [open]);

  // Thresholds: announce when the countdown reaches or passes one (a throttled background tab may
  // skip seconds), not on every tick.
  const previousSeconds = useRef(seconds);
  useEffect(() => {
    const previous = previousSeconds.current;
    previousSeconds.current = seconds;
    if (!open || latest.current.active) return;
    if (announceAt.some((threshold) => seconds <= threshold && previous > threshold)) {
      setAnnouncement(latest.current.countdown(seconds));
    }
  }, [open, seconds, announceAt]);

  // Activity again: say so once.
  const wasActive = useRef(active);
  useEffect(() => {
    const before = wasActive.current;
    wasActive.current = active;
    if (open && active && !before) setAnnouncement(latest.current.noLongerIdle);
  }, [open, active]);

  return (
    <Modal
      {...rest}
      open={open}
      // Escape, the backdrop and the Continue button all close through here: each means "I am
      // still here", so each continues the session. Only Logout logs out.
      onOpenChange={(next) => {
        if (!next) onContinue();
      }}
      heading={heading}
      buttons={[
        { label: continueLabel, variant: 'primary' },
        { label: logoutLabel, variant: 'secondary', closes: false, onClick: onLogout },
      ]}
    >
      <p className={styles.message}>{message}</p>
      <p className={styles.status} data-state={active ? 'active' : 'counting'}>
        {active ? noLongerIdle : countdown(seconds)}
      </p>
      {/* Explicit aria-live as well as the role: some screen readers (older JAWS) need both. */}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </Modal>
  );
}
