import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../session/session-store.js';

/** Spec section 2: a non-public page opened without a session goes home. */
export function MemberOnly({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? children : <Navigate to="/" replace />;
}
