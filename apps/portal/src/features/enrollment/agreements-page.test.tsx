import { fetchUserBankDetailsPath } from '@portal/api/banks';
import {
  fetchEnrollmentAgreementsPath,
  fetchEnrollmentDraftPath,
  saveEnrollmentDraftPath,
} from '@portal/api/enrollment';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enrollmentDraftAt } from '../../testing/enrollment-answers.js';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { agreementsOf, bankOf } from '../../testing/payment-answers.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { AgreementsPage } from './agreements-page.js';
import { EnrollmentFlowProvider } from './enrollment-flow.js';

/**
 * 'Agreements': each agreement the draft's payment needs, under the spec's confirmation page
 * title, in full, with a box that must be ticked; Continue records each with its version and goes
 * on to check the answers.
 */
describe.each(['MFB', 'MP'] as const)('Agreements (%s)', (edition) => {
  const session = { user: signedInMember(), settings: null, profileCompletion: null };

  function open(answers: Record<string, unknown>) {
    const fake = clientAnsweringByPath({
      [saveEnrollmentDraftPath]: envelope(200, { strNextStep: 'REVIEW' }),
      ...answers,
    });
    const page = renderPage(
      <EnrollmentFlowProvider>
        <AgreementsPage />
      </EnrollmentFlowProvider>,
      { edition, path: '/enrollment/agreements', session, client: fake.client },
    );
    const sent = (path: string) =>
      fake.call.mock.calls.filter(([endpoint]) => endpoint.path === path).map(([, body]) => body);
    return { ...page, sent };
  }

  it('paying by payroll: the terms and conditions, which must be agreed to', async () => {
    const { screen, user, location, sent } = open({
      [fetchEnrollmentDraftPath]: envelope(200, enrollmentDraftAt('AGREEMENTS')),
      [fetchEnrollmentAgreementsPath]: envelope(200, {
        liAgreements: agreementsOf(['termsAndConditions']),
      }),
    });
    const terms = within(await screen.findByRole('region', { name: 'Terms and conditions' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Agreements');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Terms and conditions',
    ]);
    expect(terms.getByText(/Coverage continues into the next plan year/)).toBeVisible();
    const box = terms.getByRole('checkbox', {
      name: 'I have read and agree to the terms and conditions.',
    });
    expect(box).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is a problemI have read and agree to the terms and conditions. You must agree to continue.',
    );
    expect(terms.getByText('You must agree to continue.')).toBeVisible();
    expect(sent(saveEnrollmentDraftPath)).toEqual([]);
    await expectNoAxeViolations();

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/enrollment/check-your-answers'));
    expect(sent(saveEnrollmentDraftPath)).toEqual([
      {
        strMember_Id: '7100000001',
        strProgId: 'LAW',
        strStep: 'AGREEMENTS',
        objAgreements: {
          liAccepted: [{ strAgreementId: 'termsAndConditions', strVersion: '2026-1' }],
        },
      },
    ]);
  });

  it('paying by bank withdrawal: its terms and the bank authorization, naming the bank masked', async () => {
    const bank = bankOf({
      lnBankId: '5d0c7a52-8d8e-4c3f-a1b2-0c9d8e7f6a51',
      strBank_Nm: 'Lakeshore Community Bank',
      strAcc_Nbr: '****8899',
    });
    const { screen, user, location, sent } = open({
      [fetchEnrollmentDraftPath]: envelope(
        200,
        enrollmentDraftAt('AGREEMENTS', {
          objPayment: { strPaymentType: '16', lnBankId: bank.lnBankId },
        }),
      ),
      [fetchEnrollmentAgreementsPath]: envelope(200, {
        liAgreements: agreementsOf(['termsAndConditions', 'abwTerms', 'bankAuthorization']),
      }),
      [fetchUserBankDetailsPath]: envelope(200, [bankOf(), bank]),
    });
    await screen.findByRole('region', { name: 'Terms and conditions' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Terms and conditions',
      'Automatic bank withdrawal terms',
      'Bank authorization confirmation',
    ]);
    const authorization = within(
      screen.getByRole('region', { name: 'Bank authorization confirmation' }),
    );
    expect(
      await authorization.findByText(
        'Bank account: Lakeshore Community Bank, Checking account ending in 8899',
      ),
    ).toBeVisible();
    await expectNoAxeViolations();

    // Two ticked of three: the one left is named.
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /automatic bank withdrawal terms/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is a problemI authorize these withdrawals from my bank account. You must agree to continue.',
    );
    await user.click(authorization.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/enrollment/check-your-answers'));
    expect(sent(saveEnrollmentDraftPath)[0]).toMatchObject({
      strStep: 'AGREEMENTS',
      objAgreements: {
        liAccepted: [
          { strAgreementId: 'termsAndConditions', strVersion: '2026-1' },
          { strAgreementId: 'abwTerms', strVersion: '2026-1' },
          { strAgreementId: 'bankAuthorization', strVersion: '2026-1' },
        ],
      },
    });
  });
});
