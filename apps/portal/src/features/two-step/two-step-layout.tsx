import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { restartIdleWatch } from '../../session/idle-watch-restart.js';
import { twoStepStore } from '../../session/two-step-store.js';

/**
 * The guard of /two-step-verification (spec section 2: guarded): only a sign-in waiting for its
 * code may come in; anyone else goes home. It decides on the way in: the pending data goes as the
 * member leaves (signed in, or sent back to log in), and that must not send them home instead.
 * Entering each of its pages restarts the idle watch (spec section 4).
 */
export function TwoStepLayout() {
  const [admitted] = useState(() => twoStepStore.get() !== null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page entered is the trigger.
  useEffect(() => {
    restartIdleWatch();
  }, [pathname]);
  return admitted ? <Outlet /> : <Navigate to="/" replace />;
}
