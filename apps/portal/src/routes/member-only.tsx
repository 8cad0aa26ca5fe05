import { Outlet } from 'react-router';
import { MemberOnly } from '../app/member-only.js';

/** The member pages' layout: they render only for a signed-in member (spec section 2). */
export default function MemberOnlyLayout() {
  return (
    <MemberOnly>
      <Outlet />
    </MemberOnly>
  );
}
