import type { User } from '@portal/api/sign-in';
import { hasPendingAction } from '@portal/forms/rules';
import { AccountMenu, AlertsBell, HeaderNavLink } from '@portal/ui';
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
  return (
    <>
      <HeaderNavLink href={memberHomePath}>{shellCopy.dashboard}</HeaderNavLink>
      <AlertsBell
        href="/manage-alert"
        pending={hasPendingAction({
          isLoggedIn: true,
          workEmailIndicator: user.strWorkEmail_Ind,
          otherEmailIndicator: user.strOtherEmail_Ind,
          addressInvalidFlag: user.objuseraddressvo?.strAddress_Invalid_Flg,
          mailAddressInvalidFlag: user.objmailaddressvo?.strMail_Address_Invalid_Flg,
        })}
      />
      <AccountMenu
        label={shellCopy.myAccount}
        firstName={user.strFirst_Nm}
        lastName={user.strLast_Nm}
        items={[
          { label: shellCopy.banks, href: '/bank-dashboard' },
          { label: shellCopy.securitySettings, href: '/security-dashboard' },
          { label: shellCopy.logOut, onSelect: () => void logOut() },
        ]}
      />
    </>
  );
}
