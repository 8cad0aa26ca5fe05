import type { ProfileAddress, UserProfile } from '@portal/api/profile';
import {
  alternatePhoneTypes,
  labelOf,
  notificationPreferences,
  phoneTypes,
} from '@portal/forms/code-lists';
import { formatUsPhoneNumber } from '@portal/forms/rules';
import type { SummaryListRow } from '@portal/ui';
import { addressFieldsCopy } from '../../address/address-copy.js';
import { myProfileCopy as copy, marketingSectionLabels } from './my-profile-copy.js';

/*
 * Each section of My profile as saved, as the rows of its summary (editable-section.tsx).
 */

function phoneLine(number: string | null, type: string | null, types: Record<string, string>) {
  if (!number) return copy.none;
  const label = type && Object.hasOwn(types, type) ? types[type] : null;
  return label ? `${formatUsPhoneNumber(number)} (${label})` : formatUsPhoneNumber(number);
}

export function phoneRows(profile: UserProfile): SummaryListRow[] {
  const phones = profile.objPhones;
  return [
    {
      id: 'primary-phone',
      term: copy.phones.primaryLabel,
      value: phoneLine(phones.strDay_Time_Ph, phones.strPrimaryPhone_type, phoneTypes),
    },
    {
      id: 'alternate-phone',
      term: copy.phones.alternateTerm,
      value: phoneLine(phones.strOther_Ph, phones.strSecondaryPhone_type, alternatePhoneTypes),
    },
  ];
}

export function emailRows(profile: UserProfile): SummaryListRow[] {
  const emails = profile.objEmails;
  return [
    { id: 'work-email', term: copy.emails.workLabel, value: emails.strWork_Email ?? copy.none },
    { id: 'other-email', term: copy.emails.otherTerm, value: emails.strOther_Email ?? copy.none },
  ];
}

function addressLine(address: ProfileAddress | null) {
  if (!address) return copy.none;
  return [
    address.strAddress_Line1,
    address.strAddress_Line2,
    `${address.strCity}, ${address.strState} ${address.strZip}`,
  ]
    .filter(Boolean)
    .join(', ');
}

export function addressRows(profile: UserProfile): SummaryListRow[] {
  return [
    {
      id: 'residence',
      term: addressFieldsCopy.residenceLegend,
      value: addressLine(profile.objUserAddressVO),
    },
    {
      id: 'mailing',
      term: addressFieldsCopy.mailingLegend,
      value:
        profile.strMailingSameAsResidence === 'N'
          ? addressLine(profile.objMailAddressVO)
          : copy.addresses.sameAsHome,
    },
  ];
}

export function notificationRows(profile: UserProfile): SummaryListRow[] {
  const saved = profile.objNotification;
  return [
    {
      id: 'notification',
      term: copy.notification.term,
      value: saved.strNotificationPref
        ? labelOf(notificationPreferences, saved.strNotificationPref)
        : copy.none,
    },
  ];
}

export function marketingRows(profile: UserProfile): SummaryListRow[] {
  return profile.liMarketingPrefs.map((pref) => ({
    id: `marketing-${pref.strSection}`,
    term: marketingSectionLabels[pref.strSection],
    value: copy.marketing.options[pref.strOptIn],
  }));
}
