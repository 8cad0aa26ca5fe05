import {
  type ComponentPropsWithRef,
  createContext,
  type FocusEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from '../internal/class-names';
import { visuallyHidden } from '../internal/shared.css';
import * as styles from './Toast.css';
import type { ToastEntry } from './ToastItem';
import { type ToastStatus, toastDefaultDurationMs, toastMessages } from './toast-messages';

// A toast is drawn (and timed) by a module of its own, loaded once the provider is in place: every
// page holds the provider, few pages ever show a toast, and none before its first paint.
const loadToastItem = () => import('./ToastItem');
const ToastItem = lazy(async () => ({ default: (await loadToastItem()).ToastItem }));

export interface ShowToastOptions {
  status: ToastStatus;
  message: ReactNode;
  /**
   * Milliseconds before the toast dismisses itself. Default: the provider's `durationMs` (6000).
   * `Infinity` keeps it until dismissed.
   */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows a toast (newest last) and returns its id. */
  showToast(options: ShowToastOptions): string;
  dismissToast(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The `showToast` and `dismissToast` of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) {
    throw new Error('@portal/ui: useToast() needs a <ToastProvider> above it.');
  }
  return api;
}

export interface ToastProviderProps
  extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'aria-label' | 'hidden'> {
  children?: ReactNode;
  /** Default time before a toast dismisses itself (spec section 9: 6000 ms). */
  durationMs?: number;
  regionLabel?: string;
  dismissLabel?: string;
  /** Screen-reader prefixes by status; defaults from `toastMessages.statusLabels`. */
  statusLabels?: Partial<Record<ToastStatus, string>>;
}

interface Announcement {
  id: string;
  text: string;
}

/**
 * Holds the toasts of the app: renders `children`, then the toast region (a `<section>` landmark
 * named `regionLabel`, bottom right) and a visually hidden polite live region that announces each
 * toast's text once. Rest props and `ref` go to the `<section>`, which is `hidden` while empty.
 */
export function ToastProvider({
  children,
  durationMs = toastDefaultDurationMs,
  regionLabel = toastMessages.regionLabel,
  dismissLabel = toastMessages.dismissLabel,
  statusLabels,
  className,
  onFocus,
  ...rest
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly ToastEntry[]>([]);
  const [announcements, setAnnouncements] = useState<readonly Announcement[]>([]);
  const idPrefix = useId();
  const nextId = useRef(0);
  const defaultDuration = useRef(durationMs);
  defaultDuration.current = durationMs;
  /** Where focus was before it entered the region: it goes back there when the last toast goes. */
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const dismissToast = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
    setAnnouncements((current) => current.filter((announcement) => announcement.id !== id));
  }, []);

  const showToast = useCallback(
    ({ status, message, durationMs: toastDuration }: ShowToastOptions) => {
      nextId.current += 1;
      const id = `${idPrefix}toast-${nextId.current}`;
      const entry = { id, status, message, durationMs: toastDuration ?? defaultDuration.current };
      setToasts((current) => [...current, entry]);
      return id;
    },
    [idPrefix],
  );

  const announce = useCallback((id: string, text: string) => {
    setAnnouncements((current) =>
      current.some((announcement) => announcement.id === id) ? current : [...current, { id, text }],
    );
  }, []);

  const api = useMemo<ToastApi>(() => ({ showToast, dismissToast }), [showToast, dismissToast]);

  useEffect(() => {
    void loadToastItem();
  }, []);

  function handleFocus(event: FocusEvent<HTMLElement>) {
    onFocus?.(event);
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) {
      returnFocusTo.current = from;
    }
  }

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        {...rest}
        aria-label={regionLabel}
        hidden={toasts.length === 0}
        className={cx(styles.viewport, className)}
        onFocus={handleFocus}
      >
        <ol className={styles.list}>
          <Suspense fallback={null}>
            {toasts.map((toast) => (
              <ToastItem
                key={toast.id}
                entry={toast}
                dismissLabel={dismissLabel}
                statusLabel={statusLabels?.[toast.status]}
                onDismiss={dismissToast}
                onAnnounce={announce}
                returnFocusTo={returnFocusTo}
              />
            ))}
          </Suspense>
        </ol>
      </section>
      {/*
        Always rendered, so it is in the accessibility tree before a toast's text is added (screen
        readers announce changes to a live region, not a region that appears with its text). The
        explicit aria-live also keeps it exposed while a Radix modal hides the page: its aria-hidden
        helper skips [aria-live] elements. aria-atomic="false" overrides the status role's implicit
        "true", so a new toast is read alone, not with every toast still on screen.
      */}
      <div role="status" aria-live="polite" aria-atomic="false" className={visuallyHidden}>
        {announcements.map((announcement) => (
          <p key={announcement.id}>{announcement.text}</p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
