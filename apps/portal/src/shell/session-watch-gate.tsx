import { lazy, Suspense, useEffect } from 'react';
import { reportActivity } from '../session/idle-watch.js';
import { useInactivityFlag } from '../session/inactivity-flag.js';
import { useSession } from '../session/session-store.js';
import { usePendingTwoStep } from '../session/two-step-store.js';

// The idle dialog, the 'Incomplete Profile' question and the inactivity note, with the kit's Modal
// behind them, load only in a tab that has a session, a pending sign-in or a note to show: a
// visitor's pages never need them (about 20 kB of JavaScript on every public page otherwise).
const SessionWatch = lazy(async () => ({
  default: (await import('./session-watch.js')).SessionWatch,
}));

/** The session watch (spec section 4) where there is something to watch or say; else nothing. */
export function SessionWatchGate() {
  const { isLoggedIn } = useSession();
  const pendingTwoStep = usePendingTwoStep();
  const inactive = useInactivityFlag();
  const needed = isLoggedIn || pendingTwoStep !== null || inactive;
  // A tab without a watch still reports its activity, so a member busy here is not logged out
  // in another tab (the watch does this itself when it has no session to watch).
  useEffect(() => (needed ? undefined : reportActivity()), [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SessionWatch />
    </Suspense>
  );
}
