import { z } from 'zod/mini';
import { reserveComponentValues } from '../code-lists/employment.js';
import { civilianStatusValues, uniformedStatusValues } from '../code-lists/employment-groups.js';
import { needsClaimNumber } from '../rules/affiliation-rules.js';
import { hasClaimNumberMinDigits, isClaimNumberFormat } from '../rules/claim-number-rules.js';
import {
  addFieldIssue,
  maxLength,
  optionalCode,
  optionalText,
  requiredCode,
  requiredText,
} from './field-schemas.js';

/**
 * Eligibility, federal affiliation: the civilian status, the agency (from agency look-up) and,
 * for members paid from a claim (annuitants, survivors, court-ordered spouses, compensationers),
 * the claim number: digits, at least 11 (spec section 5, key `minlength`).
 */
export const federalAffiliationSchema = z
  .object({
    affiliation: z.literal('F', { error: 'required' }),
    employmentStatus: requiredCode(civilianStatusValues),
    agency: requiredText(maxLength(60)),
    claimNumber: optionalText(
      [isClaimNumberFormat, 'pattern'],
      [hasClaimNumberMinDigits, 'minlength'],
    ),
  })
  .check(
    z.superRefine(({ employmentStatus, claimNumber }, ctx) => {
      if (needsClaimNumber(employmentStatus) && !claimNumber)
        addFieldIssue(ctx, 'claimNumber', 'required');
    }),
  );

/** Eligibility, uniformed affiliation: status, branch and, for the reserve, reservist or guardsman. */
export const uniformedAffiliationSchema = z
  .object({
    affiliation: z.literal('M', { error: 'required' }),
    employmentStatus: requiredCode(uniformedStatusValues),
    branchOfService: requiredText(),
    reserveComponent: optionalCode(reserveComponentValues),
  })
  .check(
    z.superRefine(({ employmentStatus, reserveComponent }, ctx) => {
      if (employmentStatus === 'RCM' && reserveComponent === undefined) {
        addFieldIssue(ctx, 'reserveComponent', 'required');
      }
    }),
  );

/** Eligibility and affiliation (add, edit or change an affiliation), by affiliation F or M. */
export const affiliationSchema = z.discriminatedUnion(
  'affiliation',
  [federalAffiliationSchema, uniformedAffiliationSchema],
  {
    error: 'required',
  },
);

export type FederalAffiliationForm = z.infer<typeof federalAffiliationSchema>;
export type UniformedAffiliationForm = z.infer<typeof uniformedAffiliationSchema>;
export type AffiliationForm = z.infer<typeof affiliationSchema>;
