import { fetchUserBankDetailsPath } from '@portal/api/banks';
import {
  type Dependent,
  fetchEnrollmentAgreementsPath,
  fetchEnrollmentConfirmationPath,
  fetchEnrollmentDraftPath,
  fetchUserDependentPath,
  submitUserEnrollmentPath,
} from '@portal/api/enrollment';
import { getHighLowPlanPath } from '@portal/api/plans';
import { waitFor, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type PlanChoice, planChoiceStore } from '../../session/plan-choice-store.js';
import { enrollmentDraftAt, planChoiceOf } from '../../testing/enrollment-answers.js';
import {
  confirmedEnrollmentId,
  enrollmentConfirmationOf,
} from '../../testing/enrollment-confirmation.js';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { costOf, highLowPlan } from '../../testing/plan-answers.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { EnrollmentCheckAnswersPage } from './check-answers-page.js';
import { EnrollmentConfirmationPage } from './confirmation-page.js';
import { EnrollmentFlowProvider } from './enrollment-flow.js';

/*
 * Check your answers (issue 21) as a member notices it, on a fake client: every answer with its
 * Change link, Accept and send once, and each way a send can be refused. The service's rules are
 * apps/server's enrollment tests; the page on the real service is the e2e journey.
 */

const session = { user: signedInMember(), settings: null, profileCompletion: null };
const childId = '0b9f4a3e-8c2d-4e71-9f5a-6d3c2b1a0e99';
const bankId = '3a1e5c7d-2b4f-4a6e-8c0d-1f2e3d4c5b6a';

const child: Dependent = {
  strDependent_Id: childId,
  strRelationship: 'U',
  strRelationshipDesc: 'Child',
  strDependentType: 'C',
  strFirst_Nm: 'Mia',
  strMiddle_Init: null,
  strLast_Nm: 'Rivera',
  strSuffix: null,
  dtDOB: '2019-04-02',
  strGender: 'F',
  strSSNLast4: '0042',
  strIncapable_Ind: 'N',
  dtIncapacityBegan: null,
  strStatus: 'I',
};

const agreement = (strAgreementId: string, strTitle: string) => ({
  strAgreementId,
  strTitle,
  strVersion: '2026-1',
  liParagraphs: ['…'],
  strCheckboxLabel: 'I agree',
});
const accepted = (strAgreementId: 'termsAndConditions' | 'abwTerms' | 'bankAuthorization') => ({
  strAgreementId,
  strVersion: '2026-1',
  dtAcceptedAt: '2026-11-25T15:00:00.000Z',
});

/**
 * The plan chosen on /tools/select-plan, kept as that page keeps it; set as the page renders,
 * since renderPage clears the tab's storage first.
 */
function WithPlanChoice({ choice, children }: { choice: PlanChoice | null; children: ReactNode }) {
  useState(() => (choice ? planChoiceStore.choose(choice) : planChoiceStore.clear()));
  return children;
}

/** The check page and the confirmation under the flow's layout, as routes.ts mounts them. */
function reviewAt(
  answers: Record<string, unknown>,
  edition: 'MFB' | 'MP',
  choice: PlanChoice | null = null,
) {
  const fake = clientAnsweringByPath({
    [fetchEnrollmentDraftPath]: envelope(200, enrollmentDraftAt('REVIEW')),
    [fetchUserDependentPath]: envelope(200, { liDependents: [child] }),
    [fetchEnrollmentAgreementsPath]: envelope(200, {
      liAgreements: [agreement('termsAndConditions', 'Terms and conditions')],
    }),
    [fetchEnrollmentConfirmationPath]: envelope(200, {
      objConfirmation: enrollmentConfirmationOf(),
    }),
    ...answers,
  });
  const page = renderPage(
    <WithPlanChoice choice={choice}>
      <EnrollmentFlowProvider>
        <Routes>
          <Route path="check-your-answers" element={<EnrollmentCheckAnswersPage />} />
          <Route path="confirmation/:enrollmentId" element={<EnrollmentConfirmationPage />} />
        </Routes>
      </EnrollmentFlowProvider>
    </WithPlanChoice>,
    {
      edition,
      path: '/enrollment/check-your-answers',
      route: '/enrollment/*',
      session,
      client: fake.client,
    },
  );
  return { ...page, fake };
}

const callsTo = (fake: ReturnType<typeof reviewAt>['fake'], path: string) =>
  fake.call.mock.calls.filter(([endpoint]) => endpoint.path === path);

describe.each(['MFB', 'MP'] as const)('check your answers (%s)', (edition) => {
  const high = edition === 'MP' ? 'Premium' : 'High';

  it('shows every answer, each step with its Change link, priced from the plan chosen', async () => {
    const { screen, fake } = reviewAt(
      {
        [fetchEnrollmentDraftPath]: envelope(
          200,
          enrollmentDraftAt('REVIEW', {
            objFamily: { strCoverageTier: 'S1', liCoveredDependentIds: [childId] },
            objPayment: { strPaymentType: '16', lnBankId: bankId },
            liAgreements: [
              accepted('termsAndConditions'),
              accepted('abwTerms'),
              accepted('bankAuthorization'),
            ],
          }),
        ),
        [fetchUserBankDetailsPath]: envelope(200, [
          {
            strMember_Id: '7100000001',
            lnBankId: bankId,
            strBank_Nm: 'Lakeshore Community Bank',
            strStatus_CD: 'N',
            strAcc_Nbr: '****8899',
            strAcc_Type: 'C',
            strAba_Rout_Nbr: '****0013',
            strDeleteflg: 'Y',
            strObjStatusFlag: 'N',
          },
        ]),
        [fetchEnrollmentAgreementsPath]: envelope(200, {
          liAgreements: [
            agreement('termsAndConditions', 'Terms and conditions'),
            agreement('abwTerms', 'Automatic bank withdrawal terms'),
            agreement('bankAuthorization', 'Bank authorization confirmation'),
          ],
        }),
      },
      edition,
      planChoiceOf({ strPlanNm: high, strCoverageTier: 'S1', objCost: costOf('LAW-H', 'S1') }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your answers' }),
    ).toBeVisible();
    expect(screen.getByText(`Enroll in ${high}`)).toBeVisible();
    expect(
      screen.getByText(
        `You are enrolling in ${high} for 2026, at $18.69 per paycheck. Check your answers, then accept and send.`,
      ),
    ).toBeVisible();

    const why = within(screen.getByRole('region', { name: 'Why and when' }));
    expect(why.getByText(`${high}, 2026`)).toBeVisible();
    expect(why.getByText('New hire')).toBeVisible();
    expect(why.getByText('November 2, 2026')).toBeVisible();
    expect(why.getByText('December 6, 2026')).toBeVisible();
    const who = within(screen.getByRole('region', { name: 'Who is covered' }));
    expect(who.getByText('Self Plus One')).toBeVisible();
    expect(who.getByText('Jordan Rivera (you)')).toBeVisible();
    expect(who.getByText('Mia Rivera (Child)')).toBeVisible();
    expect(who.getByText('Cost per paycheck').nextElementSibling?.textContent).toContain('$18.69');
    const pay = screen.getByRole('region', { name: 'How to pay' });
    expect(pay).toMatchTextContent('Lakeshore Community Bank, checking account ending in 8899');
    expect(pay).not.toMatchTextContent('****');
    const agreements = within(screen.getByRole('region', { name: 'Agreements' }));
    expect(agreements.getAllByText('Accepted November 25, 2026 at 10:00 AM EST')).toHaveLength(3);
    expect(agreements.getByText('Bank authorization confirmation')).toBeVisible();

    for (const [step, href] of [
      ['Why and when', '/enrollment/why-and-when'],
      ['Who is covered', '/enrollment/who-is-covered'],
      ['How to pay', '/enrollment/how-to-pay'],
      ['Agreements', '/enrollment/agreements'],
    ]) {
      expect(screen.getByRole('link', { name: `Change answers to ${step}` })).toHaveAttribute(
        'href',
        href,
      );
    }
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/enrollment/agreements',
    );
    // The plan chosen matches the draft: nothing to price again.
    expect(callsTo(fake, getHighLowPlanPath)).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('prices the plan from the service, then a double click sends once and confirms', async () => {
    const { screen, user, fake, location, router } = reviewAt(
      {
        [getHighLowPlanPath]: envelope(200, highLowPlan({ edition })),
        [submitUserEnrollmentPath]: () =>
          new Promise((resolve) =>
            setTimeout(
              () => resolve(envelope(200, { objConfirmation: enrollmentConfirmationOf() })),
              50,
            ),
          ),
      },
      edition,
      planChoiceOf({ strPlanNm: high }),
    );
    // The choice was Self and Family; the draft says Self Only: priced again at the draft's tier.
    expect(
      await screen.findByText(
        `You are enrolling in ${high} for 2026, at $12.90 per paycheck. Check your answers, then accept and send.`,
      ),
    ).toBeVisible();
    expect(callsTo(fake, getHighLowPlanPath)[0]?.[1]).toMatchObject({
      strPayYear: '2026',
      strCoverageTier: 'S',
    });

    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    const send = screen.getByRole('button', { name: 'Accept and send' });
    await user.dblClick(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enrollment confirmation' }),
    ).toBeVisible();
    expect(callsTo(fake, submitUserEnrollmentPath)).toHaveLength(1);
    // Straight there: the submit ending the draft does not send the member back to a step.
    expect(visited).toEqual([`/enrollment/confirmation/${confirmedEnrollmentId}`]);
    expect(location()).toBe(`/enrollment/confirmation/${confirmedEnrollmentId}`);
    // The check page is replaced: Back cannot send it again. The choice is used up.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(planChoiceStore.get()).toBeNull();
  });

  it('a refusal says why in the catalogue’s words and links to the step to change', async () => {
    const { screen, user } = reviewAt(
      {
        [getHighLowPlanPath]: envelope(200, highLowPlan({ edition })),
        [submitUserEnrollmentPath]: envelope(300, {
          strStep: 'REASON',
          objFieldErrors: { hireDate: 'dateOutsideEnrollmentWindow' },
          strMessage: 'The date is outside the allowable enrollment window.',
        }),
      },
      edition,
    );
    await user.click(await screen.findByRole('button', { name: 'Accept and send' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toMatchTextContent('outside the allowable enrollment window');
    expect(
      within(banner).getByRole('link', { name: 'Change your answers in Why and when' }),
    ).toHaveAttribute('href', '/enrollment/why-and-when');
    expect(screen.getByRole('button', { name: 'Accept and send' })).not.toHaveAttribute(
      'aria-busy',
    );
    await expectNoAxeViolations();
  });

  it('dual enrollment, an ended draft and no answer each say so', async () => {
    planChoiceStore.clear();
    const answers = [
      envelope(203, {
        strStep: 'FAMILY',
        strMessage: "This person is already enrolled under another person's plan.",
      }),
      envelope(404, { strMessage: 'There is no enrollment to submit.' }),
      new Error('offline'),
    ];
    const { screen, user } = reviewAt(
      {
        [getHighLowPlanPath]: envelope(200, highLowPlan({ edition })),
        [submitUserEnrollmentPath]: () => answers.shift(),
      },
      edition,
    );
    const send = await screen.findByRole('button', { name: 'Accept and send' });
    await user.click(send);
    const dual = await screen.findByRole('alert');
    expect(dual).toMatchTextContent("This person is already enrolled under another person's plan.");
    expect(
      within(dual).getByRole('link', { name: 'Change your answers in Who is covered' }),
    ).toHaveAttribute('href', '/enrollment/who-is-covered');

    await user.click(send);
    expect(await screen.findByText(/Your enrollment in progress has ended/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute(
      'href',
      '/enrollment',
    );

    await user.click(send);
    expect(
      await screen.findByText("We're unable to complete your request at this time."),
    ).toBeVisible();
    await expectNoAxeViolations();
  });
});
