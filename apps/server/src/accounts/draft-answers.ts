import {
  type AccountCreationStep,
  addressStepSchema,
  getStartedVoSchema,
  sponsorVoSchema,
  userVoSchema,
} from '@portal/api/account-creation';
import { needsBranchOfService } from '@portal/forms/rules';
import { z } from 'zod/mini';

/*
 * What a draft holds (account_drafts.answers): each saved step's wire object as the contract
 * parsed it, without the SSNs (kept sealed in their own columns), and how each address's ZIP and
 * state stood. Read back through this schema, so a row written by an older version that no longer
 * fits is treated as no draft rather than trusted.
 */
const { strSSN: _ssn, ...userVoWithoutSsn } = userVoSchema.shape;
const { strSponsorSSN: _sponsorSsn, ...sponsorVoWithoutSsn } = sponsorVoSchema.shape;

export const draftAnswersSchema = z.object({
  objGetStarted: z.optional(getStartedVoSchema),
  objUserVO: z.optional(z.strictObject(userVoWithoutSsn)),
  objSponsorVO: z.optional(z.strictObject(sponsorVoWithoutSsn)),
  address: z.optional(
    z.object({
      step: addressStepSchema,
      residenceCheck: z.enum(['V', 'I']),
      mailingCheck: z.nullable(z.enum(['V', 'I'])),
    }),
  ),
});

export type DraftAnswers = z.infer<typeof draftAnswersSchema>;

/** The steps this draft's member takes, in order (branch of service for uniformed kinds only). */
export function stepsOf(answers: DraftAnswers): AccountCreationStep[] {
  const choice = answers.objGetStarted?.strEnrollingAs;
  return [
    'GET_STARTED',
    'PERSONAL_INFO',
    ...(choice && needsBranchOfService(choice) ? (['BRANCH_OF_SERVICE'] as const) : []),
    'ADDRESS',
    'CREDENTIALS',
  ];
}

function isSaved(answers: DraftAnswers, step: AccountCreationStep): boolean {
  switch (step) {
    case 'GET_STARTED':
      return answers.objGetStarted !== undefined;
    case 'PERSONAL_INFO':
      return answers.objUserVO !== undefined;
    case 'BRANCH_OF_SERVICE':
      return answers.objSponsorVO !== undefined;
    case 'ADDRESS':
      return answers.address !== undefined;
    case 'CREDENTIALS':
      return false;
  }
}

/**
 * Where the member goes next: the first step of theirs not saved yet. A member who changes their
 * get-started answer to a military one is sent to branch of service even after the address.
 */
export function nextStepOf(answers: DraftAnswers): AccountCreationStep {
  return stepsOf(answers).find((step) => !isSaved(answers, step)) ?? 'CREDENTIALS';
}

export function parseDraftAnswers(text: string): DraftAnswers | undefined {
  try {
    const result = draftAnswersSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
