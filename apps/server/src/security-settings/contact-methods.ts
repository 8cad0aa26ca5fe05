import type { ContactMethodEntry } from '@portal/api/security-settings';
import { PENDING_ACTION_MARKER } from '@portal/forms/rules';
import type { Member } from '../db/database-schema.js';

/**
 * The member's ways to be reached: emails (work, other) and a mobile phone. An email whose
 * indicator holds the insert marker (spec section 4, pending-action flag) is flagged invalid:
 * nothing is sent there, and the portal lists it under 'The methods below have been marked
 * invalid...'. Phones carry no such flag in the data.
 */

/** The mobile phone: the primary number when its type is M, else the alternate when it is M. */
export function mobilePhoneOf(member: Member): string | null {
  if (member.day_time_phone && member.primary_phone_type === 'M') return member.day_time_phone;
  if (member.other_phone && member.secondary_phone_type === 'M') return member.other_phone;
  return null;
}

/** The address a notice or link goes to: the work email, else the other; never a flagged one. */
export function usableEmailOf(member: Member): string | null {
  if (member.work_email && member.work_email_ind !== PENDING_ACTION_MARKER)
    return member.work_email;
  if (member.other_email && member.other_email_ind !== PENDING_ACTION_MARKER) {
    return member.other_email;
  }
  return null;
}

/** 'jordan.rivera@example.org' -> 'j•••@example.org': enough for its owner to recognise it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** '2025550101' -> '•••-•••-0101'. */
export function maskPhone(phone: string): string {
  return `•••-•••-${phone.replace(/\D/g, '').slice(-4)}`;
}

/**
 * Every contact method of the member in a fixed order (work email, other email, mobile phone),
 * masked before sign-in (`masked`) and in full for the signed-in member.
 */
export function contactMethodsOf(
  member: Member,
  { masked }: { masked: boolean },
): ContactMethodEntry[] {
  const methods: ContactMethodEntry[] = [];
  const email = (address: string, kind: 'WORK_EMAIL' | 'OTHER_EMAIL', indicator: string | null) =>
    methods.push({
      strMethod: 'E',
      strContactKind: kind,
      strDestination: masked ? maskEmail(address) : address,
      strInvalid: indicator === PENDING_ACTION_MARKER ? 'Y' : 'N',
    });
  if (member.work_email) email(member.work_email, 'WORK_EMAIL', member.work_email_ind);
  if (member.other_email) email(member.other_email, 'OTHER_EMAIL', member.other_email_ind);
  const mobile = mobilePhoneOf(member);
  if (mobile) {
    methods.push({
      strMethod: 'S',
      strContactKind: 'MOBILE_PHONE',
      strDestination: masked ? maskPhone(mobile) : mobile,
      strInvalid: 'N',
    });
  }
  return methods;
}
