import { HeaderNav, HeaderNavLink, Link, SiteHeader } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { memberHomePath } from '../app/navigation-rules.js';
import { useEdition } from '../editions/edition-context.js';
import { sessionStore, useSession } from '../session/session-store.js';
import { shellCopy } from './shell-copy.js';
import { SiteSearchForm } from './site-search-form.js';
import { useHeaderVariant } from './use-header-variant.js';

const MemberHeaderLinks = lazy(async () => ({
  default: (await import('./member-header-links.js')).MemberHeaderLinks,
}));

/**
 * The header of spec section 2: logo, the logged-out and logged-in link sets, the account menu and
 * the search form (on every page that has a header), in the focused look while a flow has started
 * (use-header-variant.ts).
 */
export function PortalHeader() {
  const edition = useEdition();
  const { isLoggedIn, user, accountCreationStarted } = useSession();
  const variant = useHeaderVariant();

  // Logo click: a member goes to the dashboard; a visitor's session is cleared and they go home
  // (in the individual edition, to the external individual legal-plans page).
  const logoHref = isLoggedIn ? memberHomePath : edition.visitorLogoHref;
  const onLogoClick = isLoggedIn ? undefined : () => sessionStore.clear();

  return (
    <SiteHeader
      variant={variant}
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
          edition.visitorHeaderLinks
            .filter((link) => !(link.hiddenDuringAccountCreation && accountCreationStarted))
            .map((link) => (
              <HeaderNavLink
                key={link.href}
                href={link.href}
                variant={link.variant ?? 'link'}
                onClick={link.keepsSession ? undefined : startVisitorFlow}
              >
                {link.label}
              </HeaderNavLink>
            ))
        )}
      </HeaderNav>
      <SiteSearchForm />
    </SiteHeader>
  );
}

/**
 * Spec section 4 'Flow flags': a visitor's header link (the reviews link excepted) clears the
 * session, plan and eligibility state included, and sets the flow flag.
 */
function startVisitorFlow() {
  sessionStore.clear();
  sessionStore.setFlowStarted(true);
}
