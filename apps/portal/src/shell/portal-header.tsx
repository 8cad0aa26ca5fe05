import { hasPendingAction } from '@portal/forms';
import { AccountMenu, AlertsBell, HeaderNav, HeaderNavLink, Link, SiteHeader } from '@portal/ui';
import { useEdition } from '../editions/edition-context.js';
import { sessionStore, useSession } from '../session/session-store.js';
import { shellCopy } from './shell-copy.js';
import { useLogOut } from './use-log-out.js';

/** The header of spec section 2: logged-out and logged-in link sets, and the account menu. */
export function PortalHeader() {
  const edition = useEdition();
  const { isLoggedIn, user } = useSession();
  const logOut = useLogOut();

  // Logo click: a member goes to the dashboard; a visitor's session is cleared and they go home.
  const logoHref = isLoggedIn ? '/dashboard' : '/';
  const onLogoClick = isLoggedIn ? undefined : () => sessionStore.clear();

  return (
    <SiteHeader
      productName={edition.productName}
      logo={
        <Link href={logoHref} onClick={onLogoClick}>
          <img src={edition.logoSrc} alt={edition.logoAlt} width={40} height={40} />
        </Link>
      }
    >
      <HeaderNav aria-label={shellCopy.primaryNavigation}>
        {isLoggedIn && user ? (
          <>
            <HeaderNavLink href="/dashboard">{shellCopy.dashboard}</HeaderNavLink>
            <AlertsBell
              href="/manage-alert"
              pending={hasPendingAction({
                isLoggedIn,
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
        ) : (
          // Enroll is to hide while account creation is in progress; that flow does not exist yet.
          edition.visitorHeaderLinks.map((link) => (
            <HeaderNavLink key={link.href} href={link.href} variant={link.variant ?? 'link'}>
              {link.label}
            </HeaderNavLink>
          ))
        )}
      </HeaderNav>
    </SiteHeader>
  );
}
