import { lazy, Suspense, useState } from 'react';
import { routeHandle } from '../app/route-handle.js';
import { AddressPage } from '../features/account-creation/address-page.js';
import { useSession } from '../session/session-store.js';

// A member's page loads only for a member: a visitor's step never names its code.
const MemberAddressPage = lazy(async () => ({
  default: (await import('../features/account-creation/member-address-page.js')).MemberAddressPage,
}));

// Public while the visitor's application exists (architecture, 'Navigation in multi-step flows').
export const handle = routeHandle('Your address', 'public');

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
      <MemberAddressPage />
    </Suspense>
  ) : (
    <AddressPage />
  );
}
