import { ToastProvider } from '@portal/ui';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/render-page.js';
import { signedInMember } from '../testing/signed-in-member.js';
import { MemberOnly } from './member-only.js';
import type { DocumentLoadType } from './navigation-rules.js';
import { NavigationEntryProvider } from './use-navigation-rules.js';

/*
 * The entry rule as a member meets it (spec section 2 and our decision on reloads, architecture
 * 'Navigation'): a member page loaded by its address while signed in says 'Form resubmission!'
 * and goes to the dashboard; reloading the page a member is on keeps them there. The browser's
 * navigation timing tells the two apart; here it is set as the browser would report it.
 */

function loadedBy(type: DocumentLoadType) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((entryType) =>
    entryType === 'navigation' ? ([{ type }] as unknown as PerformanceEntryList) : [],
  );
}

/** A member page that says where it is. */
function MemberPage() {
  return <h1>Member page at {useLocation().pathname}</h1>;
}

/** The security settings page loaded in a shell that stays mounted, as the root layout is, on every path. */
function openSecurityPage() {
  return renderPage(
    <ToastProvider>
      <NavigationEntryProvider>
        <MemberOnly>
          <MemberPage />
        </MemberOnly>
      </NavigationEntryProvider>
    </ToastProvider>,
    {
      edition: 'MFB',
      path: '/security-dashboard',
      route: '*',
      session: { user: signedInMember(), settings: null, profileCompletion: null },
    },
  );
}

describe('a member page loaded directly while signed in', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('stays after a reload, with no message', async () => {
    loadedBy('reload');
    const { screen, location } = openSecurityPage();

    expect(
      await screen.findByRole('heading', { name: 'Member page at /security-dashboard' }),
    ).toBeVisible();
    expect(location()).toBe('/security-dashboard');
    expect(screen.queryByText(/Form resubmission!/)).toBeNull();
  });

  it('typed, pasted or from a bookmark: says Form resubmission! and goes to the dashboard', async () => {
    loadedBy('navigate');
    const { screen, location } = openSecurityPage();

    expect(
      await screen.findByText('Form resubmission! Page will be redirected to user home.'),
    ).toBeVisible();
    expect(location()).toBe('/dashboard');
    expect(screen.getByRole('heading', { name: 'Member page at /dashboard' })).toBeVisible();
  });
});
