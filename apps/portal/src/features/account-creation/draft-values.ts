import type { GetStartedVo, SponsorVo, UserVo } from '@portal/api/account-creation';
import type { AccountDraft } from '@portal/api/swr';
import type { ProductFlag } from '@portal/forms/code-lists';
import type { BranchOfServiceForm, GetStartedForm, PersonalInfoForm } from '@portal/forms/schemas';
import type { AddressValues } from '../../address/address-values.js';

/*
 * The saved application (continueToAccountCreation's objects) as each step's form values, and
 * each form's valid values as the objects a save sends (the service maps them back with
 * @portal/api's `…FormOf` and runs the same schema). Strings throughout: a form field is never
 * undefined.
 */

type Strings<Form> = {
  [Key in keyof Form]: Form[Key] extends boolean | undefined ? boolean : string;
};

export type GetStartedValues = Strings<GetStartedForm>;
export type PersonalInfoValues = Strings<PersonalInfoForm>;
export type BranchOfServiceValues = Strings<BranchOfServiceForm> & {
  sponsorFirstName: string;
  sponsorLastName: string;
  sponsorDateOfBirth: string;
  sponsorSsn: string;
};

export function getStartedValuesOf(saved: GetStartedVo | null | undefined): GetStartedValues {
  return {
    enrollingAs: saved?.strEnrollingAs ?? '',
    dateOfBirth: saved?.dtDOB ?? '',
    agencyCode: saved?.strAgencyCode ?? '',
  };
}

export function getStartedVoOf(form: GetStartedForm, productFlag: ProductFlag): GetStartedVo {
  return {
    strEnrollingAs: form.enrollingAs,
    dtDOB: form.dateOfBirth,
    strAgencyCode: form.agencyCode || null,
    strProductNm: productFlag,
  };
}

/** The saved personal info; the date of birth from get-started when none is saved yet. */
export function personalInfoValuesOf(draft: AccountDraft | null | undefined): PersonalInfoValues {
  const saved = draft?.objUserVO;
  return {
    prefix: saved?.strPrefix ?? '',
    firstName: saved?.strFirst_Nm ?? '',
    middleInitial: saved?.strMiddle_Init ?? '',
    lastName: saved?.strLast_Nm ?? '',
    suffix: saved?.strSuffix ?? '',
    dateOfBirth: saved?.dtDOB ?? draft?.objGetStarted?.dtDOB ?? '',
    // Never sent back whole: blank keeps the saved one.
    ssn: '',
    gender: saved?.strGender ?? '',
    married: saved?.strMarried ?? '',
    primaryPhone: saved?.strDay_Time_Ph ?? '',
    primaryPhoneType: saved?.strPrimaryPhone_type ?? '',
    alternatePhone: saved?.strOther_Ph ?? '',
    alternatePhoneType: saved?.strSecondaryPhone_type ?? '',
    workEmail: saved?.strWork_Email ?? '',
    confirmWorkEmail: saved?.strConfirmWork_Email ?? '',
    otherEmail: saved?.strOther_Email ?? '',
    notificationPreference: saved?.strNotificationPref ?? '',
    electronicConsent: saved?.blnElectronicConsent ?? false,
  };
}

export function userVoOf(form: PersonalInfoForm): UserVo {
  return {
    strPrefix: form.prefix ?? '',
    strFirst_Nm: form.firstName,
    strMiddle_Init: form.middleInitial ?? '',
    strLast_Nm: form.lastName,
    strSuffix: form.suffix ?? '',
    dtDOB: form.dateOfBirth,
    ...(form.ssn ? { strSSN: form.ssn } : {}),
    strGender: form.gender,
    strMarried: form.married,
    strDay_Time_Ph: form.primaryPhone,
    strPrimaryPhone_type: form.primaryPhoneType,
    strOther_Ph: form.alternatePhone ?? '',
    strSecondaryPhone_type: form.alternatePhone ? (form.alternatePhoneType ?? '') : '',
    strWork_Email: form.workEmail,
    strConfirmWork_Email: form.confirmWorkEmail,
    strOther_Email: form.otherEmail ?? '',
    strNotificationPref: form.notificationPreference,
    blnElectronicConsent: form.electronicConsent,
  };
}

export function branchOfServiceValuesOf(
  saved: AccountDraft['objSponsorVO'] | null | undefined,
): BranchOfServiceValues {
  return {
    branchOfService: saved?.strBranchOfService ?? '',
    militaryStatus: saved?.strMilitaryStatus ?? '',
    reserveComponent: saved?.strReserveComponent ?? '',
    sponsorFirstName: saved?.strSponsorFirst_Nm ?? '',
    sponsorLastName: saved?.strSponsorLast_Nm ?? '',
    sponsorDateOfBirth: saved?.dtSponsorDOB ?? '',
    sponsorSsn: '',
  };
}

export function sponsorVoOf(form: BranchOfServiceValues, sponsorIsMember: boolean): SponsorVo {
  return {
    strBranchOfService: form.branchOfService,
    strMilitaryStatus: form.militaryStatus as SponsorVo['strMilitaryStatus'],
    strReserveComponent:
      form.militaryStatus === 'RCM'
        ? ((form.reserveComponent || '') as SponsorVo['strReserveComponent'])
        : '',
    ...(sponsorIsMember
      ? {}
      : {
          strSponsorFirst_Nm: form.sponsorFirstName,
          strSponsorLast_Nm: form.sponsorLastName,
          dtSponsorDOB: form.sponsorDateOfBirth,
          ...(form.sponsorSsn ? { strSponsorSSN: form.sponsorSsn } : {}),
        }),
  };
}

export function addressValuesOf(
  draft:
    | Pick<
        AccountDraft,
        | 'objUserAddressVO'
        | 'objMailAddressVO'
        | 'strMailingSameAsResidence'
        | 'strResidenceCheck'
        | 'strMailingCheck'
      >
    | null
    | undefined,
): AddressValues {
  const residence = draft?.objUserAddressVO;
  const mailing = draft?.objMailAddressVO;
  return {
    addressLine1: residence?.strAddress_Line1 ?? '',
    addressLine2: residence?.strAddress_Line2 ?? '',
    city: residence?.strCity ?? '',
    state: residence?.strState ?? '',
    zip: residence?.strZip ?? '',
    mailingSameAsResidence: draft?.strMailingSameAsResidence ?? 'Y',
    mailingAddressLine1: mailing?.strAddress_Line1 ?? '',
    mailingAddressLine2: mailing?.strAddress_Line2 ?? '',
    mailingCity: mailing?.strCity ?? '',
    mailingState: mailing?.strState ?? '',
    mailingZip: mailing?.strZip ?? '',
    keepResidenceAsEntered: draft?.strResidenceCheck === 'I',
    keepMailingAsEntered: draft?.strMailingCheck === 'I',
  };
}
