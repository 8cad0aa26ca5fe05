import { fetchUserBankDetailsPath } from '@portal/api/banks';
import {
  fetchEnrollmentDraftPath,
  paymentMethodPath,
  saveBankDetailsPath,
  saveEnrollmentDraftPath,
  validateBankAccountPath,
  validateRoutingNumberPath,
} from '@portal/api/enrollment';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enrollmentDraftAt } from '../../testing/enrollment-answers.js';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { bankOf, paymentMethodsOf } from '../../testing/payment-answers.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { EnrollmentFlowProvider } from './enrollment-flow.js';
import { PaymentPage } from './payment-page.js';

/**
 * 'How to pay': the methods offered to the member, their deduction first; automatic bank
 * withdrawal from a saved bank or one added here (the routing number's check digit, the account
 * number typed twice), only the last four digits of an account number ever shown; Continue saves
 * PAYMENT and goes on to the agreements.
 */
describe.each(['MFB', 'MP'] as const)('How to pay (%s)', (edition) => {
  const session = { user: signedInMember(), settings: null, profileCompletion: null };
  const memberId = '7100000001';
  const saved = { [saveEnrollmentDraftPath]: envelope(200, { strNextStep: 'AGREEMENTS' }) };

  function open(answers: Record<string, unknown>) {
    const fake = clientAnsweringByPath({
      [fetchEnrollmentDraftPath]: envelope(200, enrollmentDraftAt('PAYMENT')),
      ...saved,
      ...answers,
    });
    const page = renderPage(
      <EnrollmentFlowProvider>
        <PaymentPage />
      </EnrollmentFlowProvider>,
      { edition, path: '/enrollment/how-to-pay', session, client: fake.client },
    );
    const sent = (path: string) =>
      fake.call.mock.calls.filter(([endpoint]) => endpoint.path === path).map(([, body]) => body);
    return { ...page, sent };
  }

  it('a federal employee pays by payroll, their deduction, offered first', async () => {
    const { screen, user, location, sent } = open({
      [paymentMethodPath]: envelope(200, paymentMethodsOf(['14', '16', '17'])),
    });
    const methods = within(await screen.findByRole('group', { name: 'How do you want to pay?' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How to pay');
    expect(methods.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '14',
      '16',
      '17',
    ]);
    const payroll = methods.getByRole('radio', { name: 'Payroll' });
    expect(payroll).toBeChecked();
    expect(payroll).toHaveAccessibleDescription(
      'Your agency takes the cost from your pay each pay period.',
    );
    expect(
      methods.getByRole('radio', { name: 'Automatic bank withdrawal' }),
    ).toHaveAccessibleDescription(
      'We take the cost from your bank account at the start of each period.',
    );
    expect(sent(fetchUserBankDetailsPath)).toEqual([]);
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/enrollment/agreements'));
    expect(sent(saveEnrollmentDraftPath)).toEqual([
      {
        strMember_Id: memberId,
        strProgId: 'LAW',
        strStep: 'PAYMENT',
        objPayment: { strPaymentType: '14', lnBankId: null },
      },
    ]);
  });

  it('an individual customer pays by automatic bank withdrawal from a saved bank', async () => {
    const bank = bankOf();
    const { screen, user, location, sent } = open({
      [paymentMethodPath]: envelope(200, paymentMethodsOf(['16', '17'])),
      [fetchUserBankDetailsPath]: envelope(200, [bank]),
    });
    expect(await screen.findByRole('radio', { name: 'Automatic bank withdrawal' })).toBeChecked();
    const banks = within(
      await screen.findByRole('group', { name: 'Which bank account should we take it from?' }),
    );
    const oldHarbor = banks.getByRole('radio', {
      name: 'Old Harbor Bank, Checking account ending in 7654',
    });
    expect(oldHarbor).not.toBeChecked();

    // Adding a bank moves focus into its fields; Cancel gives it back.
    await user.click(screen.getByRole('button', { name: 'Add a new bank account' }));
    expect(screen.getByRole('heading', { name: 'Add a new bank account' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Bank name' }), 'Typo Bank');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add a new bank account' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Bank name' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is a problemWhich bank account should we take it from? Required.',
    );
    expect(sent(saveEnrollmentDraftPath)).toEqual([]);
    await expectNoAxeViolations();

    await user.click(oldHarbor);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/enrollment/agreements'));
    expect(sent(saveEnrollmentDraftPath)[0]).toMatchObject({
      strStep: 'PAYMENT',
      objPayment: { strPaymentType: '16', lnBankId: bank.lnBankId },
    });
  });

  it('adds a new bank: routing number checked, account number typed twice, then chosen masked', async () => {
    const added = bankOf({
      lnBankId: '5d0c7a52-8d8e-4c3f-a1b2-0c9d8e7f6a51',
      strBank_Nm: 'Lakeshore Community Bank',
      strAcc_Nbr: '****8899',
      strAba_Rout_Nbr: '****0013',
    });
    let banks = [bankOf()];
    const { screen, user, location, sent } = open({
      [paymentMethodPath]: envelope(200, paymentMethodsOf(['16', '17'])),
      [fetchUserBankDetailsPath]: () => envelope(200, banks),
      [validateRoutingNumberPath]: envelope(200, { blnValid: true }),
      [validateBankAccountPath]: envelope(200, {}),
      [saveBankDetailsPath]: () => {
        banks = [...banks, added];
        return envelope(200, { objBank: added });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a new bank account' }));
    const bankName = screen.getByRole('textbox', { name: 'Bank name' });
    expect(bankName).toHaveAccessibleDescription(
      /We cannot look a bank up from its routing number/,
    );
    await user.click(bankName);
    await user.paste('Lakeshore Community Bank');
    await user.click(screen.getByRole('radio', { name: 'Checking' }));

    // A mistyped digit fails the ABA check digit as the field is left.
    const routing = screen.getByRole('textbox', { name: 'Routing number' });
    await user.type(routing, '071000014');
    await user.tab();
    expect(
      await screen.findByText('This routing number is not valid. Check it and try again.'),
    ).toBeVisible();
    await user.clear(routing);
    await user.type(routing, '071000013');
    await user.tab();
    await waitFor(() =>
      expect(sent(validateRoutingNumberPath)).toEqual([
        { strMember_Id: memberId, strAba_Rout_Nbr: '071000013' },
      ]),
    );

    // The account numbers are hidden as typed, never autofilled, and must match.
    const account = screen.getByLabelText('Account number');
    const again = screen.getByLabelText('Type the account number again');
    for (const field of [account, again, routing, bankName]) {
      expect(field).toHaveAttribute('autocomplete', 'off');
    }
    expect(account).toHaveAttribute('type', 'password');
    expect(again).toHaveAttribute('type', 'password');
    // One digit too many is refused, never cut off unseen into another valid number.
    await user.click(account);
    await user.paste('556677889900112233');
    expect(account).toHaveValue('556677889900112233');
    await user.click(again);
    await user.paste('556677889900112233');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is a problemAccount number: Invalid. Try again.',
    );
    expect(sent(validateBankAccountPath)).toEqual([]);
    await user.clear(account);
    await user.clear(again);
    await user.type(account, '5566778899');
    await user.type(again, '5566778890');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is a problemType the account number again: The account numbers do not match.',
    );
    expect(sent(saveBankDetailsPath)).toEqual([]);

    await user.clear(again);
    await user.type(again, '5566778899');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    const chosen = await screen.findByRole('radio', {
      name: 'Lakeshore Community Bank, Checking account ending in 8899',
    });
    await waitFor(() => expect(chosen).toHaveFocus());
    expect(chosen).toBeChecked();
    expect(
      screen.getByText(
        'Bank account saved and chosen: Lakeshore Community Bank, Checking account ending in 8899.',
      ),
    ).toHaveAttribute('role', 'status');
    const typed = {
      strBank_Nm: 'Lakeshore Community Bank',
      strAcc_Type: 'C',
      strAba_Rout_Nbr: '071000013',
      strAcc_Nbr: '5566778899',
      strConfirmAcc_Nbr: '5566778899',
    };
    expect(sent(validateBankAccountPath)).toEqual([{ strMember_Id: memberId, objBank: typed }]);
    expect(sent(saveBankDetailsPath)).toEqual([{ strMember_Id: memberId, objBank: typed }]);
    // Once saved, the whole number is nowhere on the page, not even in a field.
    expect(document.body.innerHTML).not.toContain('5566778899');
    expect(screen.queryByLabelText('Account number')).toBeNull();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/enrollment/agreements'));
    expect(sent(saveEnrollmentDraftPath)[0]).toMatchObject({
      objPayment: { strPaymentType: '16', lnBankId: added.lnBankId },
    });
  });
});
