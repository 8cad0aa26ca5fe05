import { lazy, Suspense, useState } from 'react';
import { routeHandle } from '../app/route-handle.js';
import { BranchOfServicePage } from '../features/account-creation/branch-of-service-page.js';
import { useSession } from '../session/session-store.js';

// A member's page loads only for a member: a visitor's step never names its code.
const MemberBranchOfServicePage = lazy(async () => ({
  default: (await import('../features/account-creation/member-branch-of-service-page.js'))
    .MemberBranchOfServicePage,
}));

// Public while the visitor's application exists (architecture, 'Navigation in multi-step flows').
export const handle = routeHandle('Your service', 'public');

/**
 * A visitor's step of the draft; a signed-in member's completes their profile (login codes). Which
 * one is decided as the page opens: a member who logs out here is on their way home, and must not
 * meet the visitor's step (whose missing draft would send them to get-started) meanwhile.
 */
export default function Page() {
  const { isLoggedIn } = useSession();
  const [asMember] = useState(isLoggedIn);
  return asMember ? (
    <Suspense fallback={null}>
      <MemberBranchOfServicePage />
    </Suspense>
  ) : (
    <BranchOfServicePage />
  );
}
