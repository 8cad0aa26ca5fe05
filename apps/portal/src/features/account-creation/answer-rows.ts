import type { AddressVo } from '@portal/api/account-creation';
import type { AccountDraft } from '@portal/api/swr';
import {
  employmentStatuses,
  enrollingAs,
  genders,
  maritalStatuses,
  notificationPreferences,
  phoneTypes,
  reserveComponents,
} from '@portal/forms/code-lists';
import type { SummaryListRow } from '@portal/ui';
import { checkAnswersCopy as copy } from './account-creation-copy.js';
import type { TypedCredentials } from './account-creation-flow.js';
import { type FlowPage, flowPaths, takesBranchOfService } from './account-creation-steps.js';

/** One part of the application on the check page: its title, Change link and rows. */
export type AnswerSection = { page: FlowPage; title: string; href: string; rows: SummaryListRow[] };

const row = (id: string, term: string, value: string): SummaryListRow => ({ id, term, value });
const labelOf = (list: Record<string, string>, code: string | null | undefined) =>
  code ? (list[code] ?? code) : copy.none;

function addressText(address: AddressVo | null, kept: boolean): string {
  if (!address) return copy.none;
  const lines = [
    address.strAddress_Line1,
    address.strAddress_Line2,
    `${address.strCity}, ${address.strState} ${address.strZip}`,
  ].filter(Boolean);
  return `${lines.join(', ')}${kept ? ` ${copy.zipUnchecked}` : ''}`;
}

/**
 * What the member answered, section by section, for the check page: everything the draft holds
 * (SSNs by their last four digits only) and the sign-in details typed (the password never shown).
 */
export function answerSections(
  draft: AccountDraft,
  credentials: TypedCredentials,
  agencyName: string | null,
): AnswerSection[] {
  const started = draft.objGetStarted;
  const user = draft.objUserVO;
  const sponsor = draft.objSponsorVO;
  const terms = copy.terms;
  const sections: AnswerSection[] = [
    {
      page: 'GET_STARTED',
      title: copy.getStartedTitle,
      href: flowPaths.GET_STARTED,
      rows: [
        row('enrollingAs', terms.enrollingAs, labelOf(enrollingAs, started?.strEnrollingAs)),
        row('dateOfBirth', terms.dateOfBirth, started?.dtDOB ?? copy.none),
        ...(started?.strAgencyCode
          ? [row('agency', terms.agency, agencyName ?? started.strAgencyCode)]
          : []),
      ],
    },
    {
      page: 'PERSONAL_INFO',
      title: copy.personalTitle,
      href: flowPaths.PERSONAL_INFO,
      rows: user
        ? [
            row(
              'name',
              terms.name,
              [
                user.strPrefix,
                user.strFirst_Nm,
                user.strMiddle_Init,
                user.strLast_Nm,
                user.strSuffix,
              ]
                .filter(Boolean)
                .join(' '),
            ),
            row('dateOfBirth', terms.dateOfBirth, user.dtDOB),
            row('ssn', terms.ssn, user.strSSNLast4 ? copy.ssnEnding(user.strSSNLast4) : copy.none),
            row('gender', terms.gender, labelOf(genders, user.strGender)),
            row('married', terms.married, labelOf(maritalStatuses, user.strMarried)),
            row(
              'primaryPhone',
              terms.primaryPhone,
              `${user.strDay_Time_Ph} (${labelOf(phoneTypes, user.strPrimaryPhone_type)})`,
            ),
            row('alternatePhone', terms.alternatePhone, user.strOther_Ph || copy.none),
            row('workEmail', terms.workEmail, user.strWork_Email),
            row('otherEmail', terms.otherEmail, user.strOther_Email || copy.none),
            row(
              'notification',
              terms.notification,
              labelOf(notificationPreferences, user.strNotificationPref),
            ),
          ]
        : [],
    },
  ];
  if (takesBranchOfService(started?.strEnrollingAs) && sponsor) {
    sections.push({
      page: 'BRANCH_OF_SERVICE',
      title: copy.serviceTitle,
      href: flowPaths.BRANCH_OF_SERVICE,
      rows: [
        row('branch', terms.branch, sponsor.strBranchOfService),
        row('status', terms.status, labelOf(employmentStatuses, sponsor.strMilitaryStatus)),
        ...(sponsor.strReserveComponent
          ? [row('reserve', terms.reserve, labelOf(reserveComponents, sponsor.strReserveComponent))]
          : []),
        ...(sponsor.strSponsorLast_Nm
          ? [
              row(
                'sponsor',
                terms.sponsor,
                `${sponsor.strSponsorFirst_Nm ?? ''} ${sponsor.strSponsorLast_Nm}`.trim(),
              ),
            ]
          : []),
      ],
    });
  }
  sections.push(
    {
      page: 'ADDRESS',
      title: copy.addressTitle,
      href: flowPaths.ADDRESS,
      rows: [
        row(
          'residence',
          terms.residence,
          addressText(draft.objUserAddressVO, draft.strResidenceCheck === 'I'),
        ),
        row(
          'mailing',
          terms.mailing,
          draft.strMailingSameAsResidence === 'N'
            ? addressText(draft.objMailAddressVO, draft.strMailingCheck === 'I')
            : copy.sameAsHome,
        ),
      ],
    },
    {
      page: 'CREDENTIALS',
      title: copy.credentialsTitle,
      href: flowPaths.CREDENTIALS,
      rows: [
        row('username', terms.username, credentials.username),
        row('password', terms.password, copy.passwordHidden),
        row('questions', terms.questions, copy.questionsChosen(credentials.questions.length)),
      ],
    },
  );
  return sections;
}
