import { useToast } from '@portal/ui';
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  type BlockerFunction,
  useBlocker,
  useLocation,
  useMatches,
  useNavigate,
} from 'react-router';
import { useSession } from '../session/session-store.js';
import { decideEntry, isBackBlocked } from './navigation-rules.js';
import { navigationRulesCopy } from './navigation-rules-copy.js';
import { deepestHandle, type RouteAccess } from './route-handle.js';

/** The key of the first location this document showed: that page was loaded directly. */
const EntryKeyContext = createContext<string | null>(null);

/**
 * Remembers which location the document was loaded at. Rendered once, in the shell, which stays
 * mounted for the life of the page; the initial value is read in render from the router only
 * (no window), so it is safe to prerender.
 */
export function NavigationEntryProvider({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const [entryKey] = useState(key);
  return <EntryKeyContext value={entryKey}>{children}</EntryKeyContext>;
}

/**
 * Applies the entry rule (navigation-rules.ts, decideEntry) to the page being shown: redirects
 * when it must, with the 'Form resubmission!' toast when it says so. Returns whether the page may
 * render; while a redirect is on its way the page renders nothing, so a visitor never sees (or
 * fetches for) a member page.
 */
export function useEntryRule(access: RouteAccess): boolean {
  const location = useLocation();
  const entryKey = use(EntryKeyContext);
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const decision = decideEntry({
    access,
    isLoggedIn,
    isDirectLoad: location.key === entryKey,
    pathname: location.pathname,
  });
  // Once per location: development's StrictMode runs effects twice.
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    if (decision.kind !== 'redirect' || handledKey.current === location.key) return;
    handledKey.current = location.key;
    if (decision.formResubmission) {
      showToast({ status: 'danger', message: navigationRulesCopy.formResubmission });
    }
    navigate(decision.to, { replace: decision.replace });
  }, [decision, location.key, navigate, showToast]);

  return decision.kind === 'show';
}

/**
 * The browser Back button rule (navigation-rules.ts, isBackBlocked): a refused Back leaves the
 * page where it is (react-router puts the history entry back) and says why in a toast, which is
 * announced politely.
 */
export function useBackButtonRule() {
  const access = deepestHandle(useMatches())?.access;
  const { isLoggedIn } = useSession();
  const { showToast } = useToast();
  // The blocker reads the facts of the page being left at the moment Back is pressed.
  const facts = useRef({ access, isLoggedIn });
  facts.current = { access, isLoggedIn };

  const shouldBlock = useCallback<BlockerFunction>(
    ({ historyAction, currentLocation, nextLocation }) =>
      historyAction === 'POP' &&
      isBackBlocked({
        ...facts.current,
        fromPath: currentLocation.pathname,
        toPath: nextLocation.pathname,
      }),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    showToast({ status: 'danger', message: navigationRulesCopy.backButtonDisabled });
  }, [blocker, showToast]);
}

/** Whether the page shown is the one the document was loaded at (typed, bookmarked, reloaded). */
export function useIsDirectLoad(): boolean {
  return useLocation().key === use(EntryKeyContext);
}
