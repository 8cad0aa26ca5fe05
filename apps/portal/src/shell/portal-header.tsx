import { HeaderNav, HeaderNavLink, Link, SiteHeader } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { useEdition } from '../editions/edition-context.js';
import { sessionStore, useSession } from '../session/session-store.js';
import { shellCopy } from './shell-copy.js';

const MemberHeaderLinks = lazy(async () => ({
  default: (await import('./member-header-links.js')).MemberHeaderLinks,
}));

/** The header of spec section 2: logged-out and logged-in link sets, and the account menu. */
export function PortalHeader() {
  const edition = useEdition();
  const { isLoggedIn, user } = useSession();

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
          <Suspense fallback={null}>
            <MemberHeaderLinks user={user} />
          </Suspense>
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
