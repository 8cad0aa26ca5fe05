import { PENDING_ACTION_MARKER } from '@portal/forms/rules';
import type { Member } from '../db/database-schema.js';

/** Where a member's one-time codes can go, from the details on file. */
export interface TwoStepContacts {
  /** E: the work email, else the other email; one flagged invalid ('I') is never used. */
  E: string | null;
  /** S: a mobile number (primary type M, else alternate type M); texts cannot reach a landline. */
  S: string | null;
}

export function twoStepContactsOf(member: Member): TwoStepContacts {
  const usableEmail = (email: string | null, indicator: string | null) =>
    email && indicator !== PENDING_ACTION_MARKER ? email : null;
  const mobile =
    member.primary_phone_type === 'M' && member.day_time_phone
      ? member.day_time_phone
      : member.secondary_phone_type === 'M' && member.other_phone
        ? member.other_phone
        : null;
  return {
    E:
      usableEmail(member.work_email, member.work_email_ind) ??
      usableEmail(member.other_email, member.other_email_ind),
    S: mobile,
  };
}
