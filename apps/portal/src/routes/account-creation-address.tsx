import { useState } from 'react';
import { routeHandle } from '../app/route-handle.js';
import { AddressPage } from '../features/account-creation/address-page.js';
import { MemberAddressPage } from '../features/account-creation/member-address-page.js';
import { useSession } from '../session/session-store.js';

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
  return asMember ? <MemberAddressPage /> : <AddressPage />;
}
