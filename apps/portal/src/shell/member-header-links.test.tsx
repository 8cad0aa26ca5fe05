import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/expect-no-axe-violations.js';
import { renderPage } from '../testing/render-page.js';
import { signedInMember } from '../testing/signed-in-member.js';
import { MemberHeaderLinks } from './member-header-links.js';

/**
 * The alerts bell of the member's header (spec section 2): a red dot while an action is pending.
 * The e2e bank journey (tests/e2e/bank-dashboard.mfb.spec.ts) sees fed.member's bell without one;
 * the service's marker for fed.new is apps/server/src/auth/sign-in.test.ts, the rule
 * @portal/forms' account-state-rules.test.ts.
 */

const jordan = signedInMember();

describe.each(['MFB', 'MP'] as const)('the member header links (%s)', (edition) => {
  it('shows the alerts bell with an action pending while a contact method is flagged invalid', async () => {
    const { screen } = renderPage(
      <header>
        <MemberHeaderLinks user={{ ...jordan, strWorkEmail_Ind: 'I' }} />
      </header>,
      { edition, path: '/dashboard' },
    );
    expect(screen.getByRole('link', { name: 'Alerts, 1 action pending' })).toHaveAttribute(
      'href',
      '/manage-alert',
    );
    await expectNoAxeViolations();
  });

  it('shows the bell without a pending action when nothing is flagged', () => {
    const { screen } = renderPage(
      <header>
        <MemberHeaderLinks user={jordan} />
      </header>,
      { edition, path: '/dashboard' },
    );
    expect(screen.getByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '/manage-alert');
    expect(screen.queryByRole('link', { name: /^Alerts, .*pending$/ })).toBeNull();
  });

  it('says how many actions are pending, one for each flagged email or address', () => {
    const { screen } = renderPage(
      <header>
        <MemberHeaderLinks
          user={{
            ...jordan,
            strOtherEmail_Ind: 'I',
            objmailaddressvo: { strMail_Address_Invalid_Flg: 'I' },
          }}
        />
      </header>,
      { edition, path: '/dashboard' },
    );
    expect(screen.getByRole('link', { name: 'Alerts, 2 actions pending' })).toBeVisible();
  });

  it('offers Profile and Account Activity in the MY ACCOUNT menu', async () => {
    const { screen, user } = renderPage(
      <header>
        <MemberHeaderLinks user={jordan} />
      </header>,
      { edition, path: '/dashboard' },
    );
    await user.click(screen.getByRole('button', { name: /MY ACCOUNT/ }));
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/my-profile');
    expect(screen.getByRole('link', { name: 'Account Activity' })).toHaveAttribute(
      'href',
      '/activity-log',
    );
  });
});
