import { z } from 'zod/mini';
import { reserveComponentValues } from '../code-lists/employment.js';
import { uniformedStatusValues } from '../code-lists/employment-groups.js';
import type { IsoDate } from '../dates/iso-date.js';
import { NAME_MAX_LENGTH } from '../limits.js';
import { isBornBeforeToday, sponsorNeedsCustomerService } from '../rules/age-rules.js';
import { isValidSsn } from '../rules/ssn-rules.js';
import {
  addFieldIssue,
  maxLength,
  optionalCode,
  optionalText,
  personName,
  requiredCode,
  requiredDate,
  requiredText,
} from './field-schemas.js';
import { ssnField } from './personal-info-schema.js';

const sponsorIdentityFields = (today: IsoDate, ssnSaved: boolean) => ({
  sponsorFirstName: requiredText(maxLength(NAME_MAX_LENGTH), personName),
  sponsorLastName: requiredText(maxLength(NAME_MAX_LENGTH), personName),
  sponsorDateOfBirth: requiredDate(
    [(value) => isBornBeforeToday(value, today), 'dateOfBirthNotBeforeToday'],
    [(value) => !sponsorNeedsCustomerService(value, today), 'sponsorNeedsCustomerService'],
  ),
  sponsorSsn: ssnSaved ? optionalText([isValidSsn, 'invalidSsn']) : ssnField(),
});

/**
 * Account creation, step 3 (branch of service) for uniformed members: the service and, for a
 * sponsor's family member, the sponsor's identity (a military member is their own sponsor:
 * `sponsorIsMember`, and gives none). The branches come from the service (fetchBranchOfService),
 * so any code it sent is accepted here. A reservist or guardsman says which; a sponsor under 17
 * goes to customer service. `sponsorSsnSaved`: the draft holds the sponsor's SSN (never sent
 * back whole), so the screen may leave it blank to keep it.
 */
export function createBranchOfServiceSchema({
  today,
  sponsorIsMember = false,
  sponsorSsnSaved = false,
}: {
  today: IsoDate;
  sponsorIsMember?: boolean;
  sponsorSsnSaved?: boolean;
}) {
  return z
    .object({
      branchOfService: requiredText(),
      militaryStatus: requiredCode(uniformedStatusValues),
      reserveComponent: optionalCode(reserveComponentValues),
      ...(sponsorIsMember ? {} : sponsorIdentityFields(today, sponsorSsnSaved)),
    })
    .check(
      z.superRefine(({ militaryStatus, reserveComponent }, ctx) => {
        if (militaryStatus === 'RCM' && reserveComponent === undefined) {
          addFieldIssue(ctx, 'reserveComponent', 'required');
        }
      }),
    );
}

export type BranchOfServiceForm = z.infer<ReturnType<typeof createBranchOfServiceSchema>>;
