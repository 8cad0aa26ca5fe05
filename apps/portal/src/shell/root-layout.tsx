import { PageMain, SkipLink, ToastProvider } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { usePageViewAnalytics } from '../analytics/use-analytics.js';
import { deepestHandle } from '../app/route-handle.js';
import { useFlowFlags } from '../app/use-flow-flags.js';
import { useFocusOnNavigation } from '../app/use-focus-on-navigation.js';
import { NavigationEntryProvider, useBackButtonRule } from '../app/use-navigation-rules.js';
import { useSameUrlReloadCount } from '../app/use-same-url-reload.js';
import { useScrollToHash } from '../app/use-scroll-to-hash.js';
import { PortalFooter } from './portal-footer.js';
import { PortalHeader } from './portal-header.js';
import { RequestsBusyIndicator } from './requests-busy-indicator.js';
import * as styles from './root-layout.css.js';
import { shellCopy } from './shell-copy.js';

// The session watch (idle warning, Incomplete Profile question, inactivity note) is decided after
// the first paint: its gate is small, and loads the watch itself only when a session needs it.
const SessionWatchGate = lazy(async () => ({
  default: (await import('./session-watch-gate.js')).SessionWatchGate,
}));

/** The one shell every route lives in (spec section 2 'Route table'). */
export function RootLayout() {
  // Spec section 2: /unsupported-browser shows neither header nor footer.
  const showChrome = deepestHandle(useMatches())?.chrome !== 'none';
  // Spec section 2: the router reloads on same-URL navigation (the page is keyed afresh).
  const reloadCount = useSameUrlReloadCount();
  return (
    <ToastProvider>
      <NavigationEntryProvider>
        <ShellBehaviours />
        <div className={styles.frame}>
          <SkipLink label={shellCopy.skipToMain} />
          {showChrome ? <PortalHeader /> : null}
          <PageMain className={styles.main}>
            <Suspense fallback={null}>
              <SessionWatchGate />
            </Suspense>
            <Outlet key={reloadCount} />
          </PageMain>
          {showChrome ? <PortalFooter /> : null}
          <RequestsBusyIndicator />
        </div>
      </NavigationEntryProvider>
    </ToastProvider>
  );
}

/**
 * What the shell does on every navigation, inside the toast provider so the rules can speak:
 * anchors, focus on the new page, the Back button rule, the page-view analytics event and the
 * flow flags.
 */
function ShellBehaviours() {
  useScrollToHash();
  useFocusOnNavigation();
  useBackButtonRule();
  usePageViewAnalytics();
  useFlowFlags();
  return null;
}
