import type {
  UpdateBranchOfServicesRequest,
  UpdateMarketingPreferencesRequest,
  UpdateNotificationPreferenceRequest,
  UpdateProfileEmailsRequest,
  UpdateProfilePhonesRequest,
  UpdateSponsorDetailsRequest,
} from '@portal/api/profile';
import type { AlertKind, ProductFlag } from '@portal/forms/code-lists';
import { normalisePhoneNumber } from '@portal/forms/rules';
import {
  fieldErrorsOf,
  marketingPreferencesSchema,
  notificationPreferenceSchema,
  profileEmailsSchema,
  profilePhonesSchema,
} from '@portal/forms/schemas';
import { type CompleteProfileSave, saveMemberSponsor } from '../accounts/complete-profile.js';
import { profileFactsOf } from '../accounts/profile-completion.js';
import { resolveAlerts } from '../alerts/alert-queries.js';
import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';
import { existingMemberById } from '../members/member-queries.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import { mobilePhoneOf, usableEmailOf } from '../security-settings/contact-methods.js';

/*
 * My profile's section saves (issue 22). Each checks its section with the @portal/forms schema the
 * screen uses, then writes only its own columns with its audit row in one transaction: two tabs
 * saving different sections both win, and a field saved twice keeps the last save, each recorded.
 * The member is always the session's (the routes are member-scoped).
 */

export type SectionSave =
  | {
      kind: 'saved';
      /** The member as read before the save (the old email gets the notice too). */
      before: Member;
      /** Whether a detail a notice is about changed (the phones' numbers, the emails). */
      changed: boolean;
    }
  | { kind: 'invalid'; fieldErrors: Record<string, string> }
  /** Valid, but the session has not confirmed it's the member within the window. */
  | { kind: 'reauth-required' };

/** Whether the session confirmed it's the member (reauth-guard.ts); checked after the rules. */
export type ConfirmationCheck = () => Promise<boolean>;

function invalidOf(result: { success: boolean; error?: unknown }): SectionSave | null {
  if (result.success) return null;
  return { kind: 'invalid', fieldErrors: fieldErrorsOf(result.error as never) };
}

const orNull = (value: string | null | undefined) => (value ? value : null);

/** updateProfilePhones: numbers kept as their ten digits; text-message codes need a mobile. */
export async function saveProfilePhones(
  db: Database,
  memberId: string,
  body: Omit<UpdateProfilePhonesRequest, 'strMember_Id'>,
  now: Date,
  confirmed: ConfirmationCheck,
): Promise<SectionSave> {
  const form = {
    primaryPhone: body.strDay_Time_Ph,
    primaryPhoneType: body.strPrimaryPhone_type,
    alternatePhone: body.strOther_Ph ?? '',
    alternatePhoneType: body.strSecondaryPhone_type ?? '',
  };
  const parsed = profilePhonesSchema.safeParse(form);
  const refused = invalidOf(parsed);
  if (refused || !parsed.success) return refused ?? { kind: 'invalid', fieldErrors: {} };
  const values = {
    day_time_phone: normalisePhoneNumber(parsed.data.primaryPhone),
    primary_phone_type: parsed.data.primaryPhoneType,
    other_phone: parsed.data.alternatePhone
      ? normalisePhoneNumber(parsed.data.alternatePhone)
      : null,
    secondary_phone_type: parsed.data.alternatePhone
      ? (parsed.data.alternatePhoneType ?? null)
      : null,
  };
  const before = await existingMemberById(db, memberId);
  // Codes by text message go to the mobile phone: it cannot go while they are on.
  if (
    before.two_factor_enabled === 1 &&
    before.two_factor_pref === 'S' &&
    mobilePhoneOf({ ...before, ...values }) === null
  ) {
    return { kind: 'invalid', fieldErrors: { primaryPhoneType: 'smsNeedsMobilePhone' } };
  }
  if (!(await confirmed())) return { kind: 'reauth-required' };
  const changed =
    values.day_time_phone !== before.day_time_phone || values.other_phone !== before.other_phone;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('members').set(values).where('member_id', '=', memberId).execute();
    await recordAuditEvent(trx, {
      memberId,
      kind: 'profile.phones-saved',
      at: now,
      detail: {
        primaryPhoneType: values.primary_phone_type,
        alternatePhoneType: values.secondary_phone_type,
        numbersChanged: changed,
      },
    });
  });
  return { kind: 'saved', before, changed };
}

const sameEmail = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * updateProfileEmails: an address that changes loses its invalid indicator (the member fixed it)
 * and its alert is resolved in the same transaction; one saved as it was keeps its indicator.
 */
export async function saveProfileEmails(
  db: Database,
  memberId: string,
  body: Omit<UpdateProfileEmailsRequest, 'strMember_Id'>,
  now: Date,
  confirmed: ConfirmationCheck,
): Promise<SectionSave> {
  const parsed = profileEmailsSchema.safeParse({
    workEmail: body.strWork_Email,
    confirmWorkEmail: body.strConfirmWork_Email,
    otherEmail: body.strOther_Email ?? '',
    confirmOtherEmail: body.strConfirmOther_Email ?? '',
  });
  const refused = invalidOf(parsed);
  if (refused || !parsed.success) return refused ?? { kind: 'invalid', fieldErrors: {} };
  const workEmail = parsed.data.workEmail;
  const otherEmail = orNull(parsed.data.otherEmail);
  if (!(await confirmed())) return { kind: 'reauth-required' };
  const before = await existingMemberById(db, memberId);
  const workChanged = !sameEmail(workEmail, before.work_email);
  const otherChanged = !sameEmail(otherEmail, before.other_email);
  const resolved: AlertKind[] = [];
  if (workChanged) resolved.push('WORK_EMAIL_INVALID');
  if (otherChanged) resolved.push('OTHER_EMAIL_INVALID');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('members')
      .set({
        work_email: workEmail,
        other_email: otherEmail,
        ...(workChanged && { work_email_ind: null }),
        ...(otherChanged && { other_email_ind: null }),
      })
      .where('member_id', '=', memberId)
      .execute();
    await resolveAlerts(trx, memberId, resolved, now);
    await recordAuditEvent(trx, {
      memberId,
      kind: 'profile.emails-saved',
      at: now,
      detail: { workEmailChanged: workChanged, otherEmailChanged: otherChanged },
    });
  });
  return { kind: 'saved', before, changed: workChanged || otherChanged };
}

/** The old work email, when it changed and mail could reach it: it hears of the change too. */
export function replacedEmailOf(before: Member, after: Member): string | null {
  const old = usableEmailOf(before);
  if (!old || sameEmail(old, after.work_email) || sameEmail(old, after.other_email)) return null;
  return old;
}

/** updateNotificationPreference: E and B need the consent, which is recorded with its time. */
export async function saveNotificationPreference(
  db: Database,
  memberId: string,
  body: Omit<UpdateNotificationPreferenceRequest, 'strMember_Id'>,
  now: Date,
): Promise<SectionSave> {
  const parsed = notificationPreferenceSchema.safeParse({
    notificationPreference: body.strNotificationPref,
    electronicConsent: body.blnElectronicConsent,
  });
  const refused = invalidOf(parsed);
  if (refused || !parsed.success) return refused ?? { kind: 'invalid', fieldErrors: {} };
  const before = await existingMemberById(db, memberId);
  const consentAt = parsed.data.electronicConsent
    ? (before.electronic_consent_at ?? now.toISOString())
    : null;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('members')
      .set({
        notification_pref: parsed.data.notificationPreference,
        electronic_consent_at: consentAt,
      })
      .where('member_id', '=', memberId)
      .execute();
    await recordAuditEvent(trx, {
      memberId,
      kind: 'profile.notification-saved',
      at: now,
      detail: {
        notificationPreference: parsed.data.notificationPreference,
        electronicConsent: parsed.data.electronicConsent,
      },
    });
  });
  return { kind: 'saved', before, changed: false };
}

/** updateMarketingPreferences: each section sent is saved; the others keep what is saved. */
export async function saveMarketingPreferences(
  db: Database,
  memberId: string,
  body: Omit<UpdateMarketingPreferencesRequest, 'strMember_Id'>,
  now: Date,
): Promise<SectionSave> {
  const sections = Object.fromEntries(
    body.liMarketingPrefs.map((pref) => [pref.strSection, pref.strOptIn]),
  );
  const parsed = marketingPreferencesSchema.safeParse({ sections });
  const refused = invalidOf(parsed);
  if (refused || !parsed.success) return refused ?? { kind: 'invalid', fieldErrors: {} };
  const before = await existingMemberById(db, memberId);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [section, optIn] of Object.entries(parsed.data.sections)) {
      if (optIn === undefined) continue;
      await trx
        .insertInto('member_marketing_prefs')
        .values({ member_id: memberId, section, opt_in: optIn, updated_at: at })
        .onConflict((conflict) =>
          conflict.columns(['member_id', 'section']).doUpdateSet({ opt_in: optIn, updated_at: at }),
        )
        .execute();
    }
    await recordAuditEvent(trx, {
      memberId,
      kind: 'profile.marketing-saved',
      at: now,
      detail: { sections: parsed.data.sections },
    });
  });
  return { kind: 'saved', before, changed: false };
}

interface SponsorContext {
  edition: ProductFlag;
  now: Date;
}

/**
 * updateSponsorDetails: the sponsor of a sponsor's family member, with the branch-of-service
 * step's own rules (a sponsor under 17 goes to customer service), keeping the service on file.
 */
export async function saveSponsorDetails(
  db: Database,
  memberId: string,
  body: Omit<UpdateSponsorDetailsRequest, 'strMember_Id'>,
  { edition, now }: SponsorContext,
): Promise<CompleteProfileSave> {
  const facts = await profileFactsOf(db, await existingMemberById(db, memberId));
  const sponsor = facts.sponsor;
  if (!sponsor || sponsor.sponsor_is_member === 1 || !sponsor.branch_of_service) {
    return { kind: 'not-this-member' };
  }
  return saveMemberSponsor(
    db,
    memberId,
    {
      strBranchOfService: sponsor.branch_of_service,
      strMilitaryStatus: sponsor.military_status as never,
      strReserveComponent: (sponsor.reserve_component ?? '') as never,
      ...body.objSponsorVO,
      strSponsorSSN: body.objSponsorVO.strSponsorSSN || undefined,
    },
    { edition, now, auditKind: 'profile.sponsor-details-saved' },
  );
}

/**
 * updateBranchOfServices: the branch, status and component of a uniformed member (their own, or
 * their sponsor's), keeping the sponsor's identity on file.
 */
export async function saveBranchOfService(
  db: Database,
  memberId: string,
  body: Omit<UpdateBranchOfServicesRequest, 'strMember_Id'>,
  { edition, now }: SponsorContext,
): Promise<CompleteProfileSave> {
  const member = await existingMemberById(db, memberId);
  if (member.affiliation !== 'M') return { kind: 'not-this-member' };
  const { sponsor } = await profileFactsOf(db, member);
  const familyMember = sponsor ? sponsor.sponsor_is_member === 0 : false;
  return saveMemberSponsor(
    db,
    memberId,
    {
      ...body.objSponsorVO,
      strReserveComponent: body.objSponsorVO.strReserveComponent ?? '',
      ...(familyMember &&
        sponsor && {
          strSponsorFirst_Nm: sponsor.first_name ?? '',
          strSponsorLast_Nm: sponsor.last_name ?? '',
          dtSponsorDOB: sponsor.date_of_birth ?? '',
        }),
    },
    { edition, now, auditKind: 'profile.branch-of-service-saved' },
  );
}
