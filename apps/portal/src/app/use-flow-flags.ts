import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { sessionStore } from '../session/session-store.js';
import { flowFlagChange } from './flow-flags.js';

/** Applies flow-flags.ts on every page change, in an effect (no storage access while rendering). */
export function useFlowFlags() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const change = flowFlagChange(previous.current, pathname);
    previous.current = pathname;
    if (change.flowStarted !== undefined) sessionStore.setFlowStarted(change.flowStarted);
    if (change.resetAccountCreation) sessionStore.setAccountCreationStarted(false);
  }, [pathname]);
}
