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
import { type DocumentLoadType, decideEntry, isBackBlocked } from './navigation-rules.js';
import { navigationRulesCopy } from './navigation-rules-copy.js';
import { deepestHandle, type RouteAccess } from './route-handle.js';

/**
 * The key of the first location this document showed (that page was loaded directly), and how the
 * browser loaded it.
 */
type NavigationEntry = { key: string | null; loadType: DocumentLoadType };
const EntryContext = createContext<NavigationEntry>({ key: null, loadType: null });

/**
 * How the browser loaded this document, from its navigation timing entry (every supported browser
 * has one); null outside a browser (the prerender) or when it has none.
 */
export function documentLoadType(): DocumentLoadType {
  if (typeof performance === 'undefined' || !performance.getEntriesByType) return null;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return (entry?.type as DocumentLoadType | undefined) ?? null;
}

/**
 * Remembers which location the document was loaded at, and how. Rendered once, in the shell,
 * which stays mounted for the life of the page; read once as it first renders (the prerender has
 * no load type; no prerendered page is a member page, the only ones it decides for).
 */
export function NavigationEntryProvider({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const [entry] = useState<NavigationEntry>(() => ({ key, loadType: documentLoadType() }));
  return <EntryContext value={entry}>{children}</EntryContext>;
}

/**
 * Applies the entry rule (navigation-rules.ts, decideEntry) to the page being shown: redirects
 * when it must, with the 'Form resubmission!' toast when it says so (a member page opened by its
 * address while signed in; a reload of it stays). Returns whether the page may
 * render; while a redirect is on its way the page renders nothing, so a visitor never sees (or
 * fetches for) a member page.
 */
export function useEntryRule(access: RouteAccess): boolean {
  const location = useLocation();
  const entry = use(EntryContext);
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const decision = decideEntry({
    access,
    isLoggedIn,
    isDirectLoad: location.key === entry.key,
    loadType: entry.loadType,
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
  return useLocation().key === use(EntryContext).key;
}
