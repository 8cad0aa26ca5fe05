import { lazy, Suspense, useState } from 'react';
import { routeHandle } from '../app/route-handle.js';
import { PersonalInfoPage } from '../features/account-creation/personal-info-page.js';
import { useSession } from '../session/session-store.js';

// A member's page loads only for a member: a visitor's step never names its code.
const MemberPersonalInfoPage = lazy(async () => ({
  default: (await import('../features/account-creation/member-personal-info-page.js'))
    .MemberPersonalInfoPage,
}));

// The steps after get-started count as public while the visitor's application exists; without
// one they lead to get-started (architecture, 'Navigation in multi-step flows').
export const handle = routeHandle('About you', 'public');

/**
 * A visitor's step of the draft; a signed-in member's gives the date of birth and SSN the account
 * lacks (login code 18). Decided as the page opens, as the address and service steps do.
 */
export default function Page() {
  const { isLoggedIn } = useSession();
  const [asMember] = useState(isLoggedIn);
  return asMember ? (
    <Suspense fallback={null}>
      <MemberPersonalInfoPage />
    </Suspense>
  ) : (
    <PersonalInfoPage />
  );
}
