import type { User } from '@portal/api/sign-in';
import { hasPendingAction, PENDING_ACTION_MARKER } from '@portal/forms/rules';
import { AccountMenu, AlertsBell, HeaderNavLink } from '@portal/ui';
import { useLocation } from 'react-router';
import { memberHomePath } from '../app/navigation-rules.js';
import { shellCopy } from './shell-copy.js';
import { useLogOut } from './use-log-out.js';

/**
 * The logged-in header's items (spec section 2): DASHBOARD, the alerts bell and the MY ACCOUNT
 * menu. Its own module, loaded once a member is signed in: a visitor's first load (every public
 * page) never needs the account menu.
 */
export function MemberHeaderLinks({ user }: { user: User }) {
  const logOut = useLogOut();
  const { pathname } = useLocation();
  const markers = pendingActionMarkers(user);
  return (
    <>
      <HeaderNavLink href={memberHomePath}>{shellCopy.dashboard}</HeaderNavLink>
      <AlertsBell
        href="/manage-alert"
        current={pathname.endsWith('/manage-alert')}
        pending={hasPendingAction({ isLoggedIn: true, ...markers })}
        // The name says how many actions wait, so a screen reader hears the count the dot stands for.
        pendingLabel={shellCopy.alertsPending(pendingActionCount(markers))}
      />
      <AccountMenu
        label={shellCopy.myAccount}
        firstName={user.strFirst_Nm}
        lastName={user.strLast_Nm}
        items={[
          { label: shellCopy.profile, href: '/my-profile' },
          { label: shellCopy.banks, href: '/bank-dashboard' },
          { label: shellCopy.securitySettings, href: '/security-dashboard' },
          { label: shellCopy.activityLog, href: '/activity-log' },
          { label: shellCopy.logOut, onSelect: () => void logOut() },
        ]}
      />
    </>
  );
}

/** The spec's four pending-action markers (section 4), read from the session's user object. */
function pendingActionMarkers(user: User) {
  return {
    workEmailIndicator: user.strWorkEmail_Ind,
    otherEmailIndicator: user.strOtherEmail_Ind,
    addressInvalidFlag: user.objuseraddressvo?.strAddress_Invalid_Flg,
    mailAddressInvalidFlag: user.objmailaddressvo?.strMail_Address_Invalid_Flg,
  };
}

/** How many of the markers hold the insert marker: one alert to act on each. */
function pendingActionCount(markers: ReturnType<typeof pendingActionMarkers>): number {
  return Object.values(markers).filter((marker) => marker === PENDING_ACTION_MARKER).length;
}
