import type { EnrollmentConfirmation } from '@portal/api/enrollment';
import { customerCarePhone } from '@portal/forms/catalogue';
import { longDate } from '@portal/forms/dates';
import { formatMoneyPerPeriod, moneyPeriodOfPayFrequency } from '@portal/forms/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Member } from '../db/database-schema.js';
import type { Messenger, OutgoingEmail } from '../outbox/messenger.js';
import { usableEmailOf } from '../security-settings/contact-methods.js';

/**
 * The member's confirmation of an enrollment (issue 21): the plan, when coverage starts, the
 * policy number, the cost and how it is paid, and what happens next (the confirmation page's
 * words). Never a bank or an SSN: the payment method by its name only, and nobody's number.
 */
export function enrollmentConfirmationEmail(
  member: Member,
  confirmation: EnrollmentConfirmation,
  to: string,
): OutgoingEmail {
  const cost = confirmation.objCost;
  const price = formatMoneyPerPeriod(
    cost.lnPerPaycheckCents,
    moneyPeriodOfPayFrequency[cost.strPayFreq],
  ).spokenText;
  const lines = [
    `Hello ${member.first_name},`,
    '',
    `Your enrollment in the ${confirmation.strProgramNm.toLowerCase()} is confirmed.`,
    '',
    `Plan: ${confirmation.objPlan.strPlanNm}, ${confirmation.strCoverageTierDesc}, ${confirmation.strPayYear}`,
    `Coverage starts: ${longDate(confirmation.dtEffDate)}`,
    `Policy number: ${confirmation.strPolicyNbr}`,
    `Cost: ${price}`,
    `Payment method: ${confirmation.strPaymentTypeDesc}`,
    '',
    ...confirmation.liNextSteps,
    '',
    `If you did not make this enrollment, call customer care at ${customerCarePhone()} right away.`,
  ];
  return {
    memberId: member.member_id,
    to,
    subject: `Your enrollment is confirmed (policy ${confirmation.strPolicyNbr})`,
    text: lines.join('\n'),
  };
}

/**
 * Emails the confirmation once the enrollment has committed, by the submit that made it (never
 * by a repeat that answered the same confirmation, so once per enrollment). A member with no
 * usable email gets none; a message that cannot be sent is logged and does not undo the
 * enrollment, which the confirmation page and the dashboard show all the same.
 */
export async function sendEnrollmentConfirmation(
  messenger: Messenger,
  log: FastifyBaseLogger,
  member: Member,
  confirmation: EnrollmentConfirmation,
): Promise<void> {
  const to = usableEmailOf(member);
  if (!to) return;
  try {
    await messenger.sendEmail(enrollmentConfirmationEmail(member, confirmation, to));
  } catch (error) {
    log.warn(
      { err: error, enrollmentId: confirmation.strEnrollmentId },
      'enrollment confirmation could not be sent',
    );
  }
}
