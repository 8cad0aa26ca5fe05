import { continueToAccountCreationPath } from '@portal/api/account-creation';
import type { ApiClient } from '@portal/api/client';
import { logoutPath } from '@portal/api/sign-in';
import { waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../session/session-store.js';
import { useEndSession } from '../../shell/use-log-out.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { AccountCreationFlowProvider } from './account-creation-flow.js';
import { GetStartedPage } from './get-started-page.js';

/*
 * Any logout clears the client's state (spec section 4; architecture 'Navigation'), the data
 * hooks' cache with it: the next person at this browser must never be offered the previous
 * visitor's application from what this tab remembered. Only the service, by the draft cookie,
 * may offer one.
 */

/** A signed-in page with Log Out, as the shell's menu ends the session. */
function SignedInPage() {
  const endSession = useEndSession();
  return (
    <button type="button" onClick={() => void endSession()}>
      Log out
    </button>
  );
}

const draft = {
  strNextStep: 'ADDRESS',
  dtDraftExpires: '2026-12-25T12:00:00.000Z',
  objGetStarted: {
    strEnrollingAs: 'F',
    dtDOB: '1988-02-03',
    strAgencyCode: 'AG',
    strProductNm: 'MFB',
  },
  objUserVO: null,
  objSponsorVO: null,
  objUserAddressVO: null,
  objMailAddressVO: null,
  strMailingSameAsResidence: null,
  strResidenceCheck: null,
  strMailingCheck: null,
};

describe('get-started after a logout', () => {
  it('offers no application from the previous visitor’s cache, only what the service says', async () => {
    // What the service answers for the draft cookie: the first visitor's application, then (the
    // next person, no application) nothing until the test lets it answer 404.
    let answerDraft: () => Promise<unknown> = async () => envelope(200, draft);
    let answerNone: (value: unknown) => void = () => {};
    const { screen, user, router, fake } = (() => {
      const fake = clientAnsweringByPath({
        [continueToAccountCreationPath]: () => answerDraft(),
        '/tools/fetchEmployeeList': envelope(200, {
          liEmployeeKinds: [
            {
              strCode: 'F',
              strLabel: 'Employee',
              strAgencyKind: 'employing',
              strBranchOfService: 'N',
            },
          ],
        }),
        '/tools/agencyLookUp': envelope(200, {
          objAgency: {
            strAgencyCode: 'AG',
            strAgencyName: 'Department of Agriculture',
            strAgencyKind: 'employing',
          },
        }),
        '/tools/agencySearch': envelope(200, { liAgencies: [] }),
        [logoutPath]: envelope(200),
      });
      const page = renderPage(
        <Routes>
          <Route
            path="/account-creation/*"
            element={
              <AccountCreationFlowProvider>
                <Routes>
                  <Route path="get-started" element={<GetStartedPage />} />
                </Routes>
              </AccountCreationFlowProvider>
            }
          />
          <Route path="/dashboard" element={<SignedInPage />} />
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>,
        {
          edition: 'MFB',
          path: '/account-creation/get-started',
          route: '*',
          client: { ...fake.client, clearSession: () => {} } as ApiClient,
        },
      );
      return { ...page, fake };
    })();

    // The first visitor is offered their application, then signs in and logs out.
    expect(await screen.findByRole('button', { name: 'Continue your application' })).toBeVisible();
    sessionStore.signIn({ user: signedInMember(), settings: null, profileCompletion: null });
    await router.navigate('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();

    // The next person opens get-started; the service has not answered yet.
    answerDraft = () =>
      new Promise((resolve) => {
        answerNone = resolve;
      });
    const callsBefore = fake.call.mock.calls.length;
    await router.navigate('/account-creation/get-started');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get started' })).toBeVisible();
    await waitFor(() => expect(fake.call.mock.calls.length).toBeGreaterThan(callsBefore));
    expect(screen.queryByRole('button', { name: 'Continue your application' })).toBeNull();

    // The service answers: no application for this browser, and none is offered.
    answerNone(envelope(404, { strMessage: 'none' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Continue your application' })).toBeNull();
  });
});
