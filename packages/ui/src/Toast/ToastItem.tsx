import {
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Toast } from './Toast';
import * as styles from './Toast.css';
import type { ToastStatus } from './toast-messages';

/** A toast the provider holds: what `showToast` was given, with its id and its time. */
export interface ToastEntry {
  id: string;
  status: ToastStatus;
  message: ReactNode;
  durationMs: number;
}

export interface ToastItemProps {
  entry: ToastEntry;
  dismissLabel: string;
  statusLabel: string | undefined;
  onDismiss: (id: string) => void;
  onAnnounce: (id: string, text: string) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** A toast in the region: its timer, its pause on hover and focus, and its announcement. */
export function ToastItem({
  entry,
  dismissLabel,
  statusLabel,
  onDismiss,
  onAnnounce,
  returnFocusTo,
}: ToastItemProps) {
  const { id, status, message, durationMs } = entry;
  const itemRef = useRef<HTMLLIElement>(null);
  const toastRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(durationMs);

  // Announce the text as drawn (status prefix and message, whatever nodes the message is made of).
  useEffect(() => {
    const text = toastRef.current?.textContent?.replace(/\s+/g, ' ').trim();
    if (text) onAnnounce(id, text);
  }, [id, onAnnounce]);

  // The timer runs only while the toast is neither hovered nor holding focus, and resumes with the
  // time it had left (WCAG 2.2.1: a person reading or reaching for the toast keeps it).
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, id, onDismiss]);

  // A toast removed while it holds focus (its close button, or the app's dismissToast) would drop
  // focus to <body> and a screen reader to the top of the page (WCAG 2.4.3). A layout-effect cleanup
  // runs while the element is still in the document: move focus to the next toast's close button,
  // else the previous one's, else back to where focus was before it entered the region.
  useLayoutEffect(() => {
    const item = itemRef.current;
    return () => {
      if (!item?.contains(document.activeElement)) return;
      const neighbour = (item.nextElementSibling ?? item.previousElementSibling)?.querySelector(
        'button',
      );
      const target = neighbour ?? returnFocusTo.current;
      if (target?.isConnected) target.focus();
    };
  }, [returnFocusTo]);

  return (
    <li ref={itemRef} className={styles.item}>
      <Toast
        ref={toastRef}
        status={status}
        statusLabel={statusLabel}
        dismissLabel={dismissLabel}
        onDismiss={() => onDismiss(id)}
        data-timer={paused ? 'paused' : 'running'}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        {message}
      </Toast>
    </li>
  );
}
