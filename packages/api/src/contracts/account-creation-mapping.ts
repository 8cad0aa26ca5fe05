import type {
  AddressForm,
  BranchOfServiceForm,
  GetStartedForm,
  PersonalInfoForm,
} from '@portal/forms/schemas';
import type { AddressStep, GetStartedVo, SponsorVo, UserVo } from './account-creation-forms.js';

/*
 * Wire objects to the @portal/forms form values and back, so the screen and the service run the
 * same schema on the same values: the screen maps its form to the wire with `…VoOf`, the service
 * maps the wire to the form with `…FormOf` and parses it with the step's schema. Field errors then
 * travel by the form's field names.
 */

type Input<Form> = { [Key in keyof Form]?: unknown };

export function getStartedFormOf(vo: GetStartedVo): Input<GetStartedForm> {
  return {
    enrollingAs: vo.strEnrollingAs,
    dateOfBirth: vo.dtDOB,
    agencyCode: vo.strAgencyCode ?? '',
  };
}

/** `ssn` is the one sent, or the draft's saved one when none was (never sent back). */
export function personalInfoFormOf(vo: UserVo, savedSsn?: string): Input<PersonalInfoForm> {
  return {
    prefix: vo.strPrefix ?? '',
    firstName: vo.strFirst_Nm,
    middleInitial: vo.strMiddle_Init ?? '',
    lastName: vo.strLast_Nm,
    suffix: vo.strSuffix ?? '',
    dateOfBirth: vo.dtDOB,
    ssn: vo.strSSN ?? savedSsn ?? '',
    gender: vo.strGender,
    married: vo.strMarried,
    primaryPhone: vo.strDay_Time_Ph,
    primaryPhoneType: vo.strPrimaryPhone_type,
    alternatePhone: vo.strOther_Ph ?? '',
    alternatePhoneType: vo.strSecondaryPhone_type ?? '',
    workEmail: vo.strWork_Email,
    confirmWorkEmail: vo.strConfirmWork_Email,
    otherEmail: vo.strOther_Email ?? '',
    notificationPreference: vo.strNotificationPref,
    electronicConsent: vo.blnElectronicConsent,
  };
}

export function addressFormOf(step: AddressStep): Input<AddressForm> {
  const residence = step.objUserAddressVO;
  const mailing = step.strMailingSameAsResidence === 'N' ? step.objMailAddressVO : undefined;
  return {
    addressLine1: residence.strAddress_Line1,
    addressLine2: residence.strAddress_Line2 ?? '',
    city: residence.strCity,
    state: residence.strState,
    zip: residence.strZip,
    country: residence.strCountry ?? 'USA',
    mailingSameAsResidence: step.strMailingSameAsResidence,
    mailingAddressLine1: mailing?.strAddress_Line1 ?? '',
    mailingAddressLine2: mailing?.strAddress_Line2 ?? '',
    mailingCity: mailing?.strCity ?? '',
    mailingState: mailing?.strState ?? '',
    mailingZip: mailing?.strZip ?? '',
    keepResidenceAsEntered: residence.strKeepAsEntered === 'Y',
    keepMailingAsEntered: mailing?.strKeepAsEntered === 'Y',
  };
}

/** `savedSsn` as for personal info: the sponsor's SSN is never sent back either. */
export function branchOfServiceFormOf(
  vo: SponsorVo,
  savedSsn?: string,
): Input<BranchOfServiceForm> {
  return {
    branchOfService: vo.strBranchOfService,
    militaryStatus: vo.strMilitaryStatus,
    reserveComponent: vo.strReserveComponent ?? '',
    sponsorFirstName: vo.strSponsorFirst_Nm ?? '',
    sponsorLastName: vo.strSponsorLast_Nm ?? '',
    sponsorDateOfBirth: vo.dtSponsorDOB ?? '',
    sponsorSsn: vo.strSponsorSSN ?? savedSsn ?? '',
  };
}
