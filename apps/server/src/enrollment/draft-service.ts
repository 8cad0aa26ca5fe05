import type {
  EnrollmentDraft,
  EnrollmentStep,
  SaveEnrollmentDraftRequest,
} from '@portal/api/enrollment';
import { enrollmentSteps } from '@portal/api/enrollment';
import { formatMessage } from '@portal/forms/catalogue';
import type { Database } from '../db/create-database.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import type { SignedInMember } from '../platform/session-queries.js';
import { type DraftAnswers, emptyAnswers, findDraft, writeDraft } from './draft-queries.js';
import type { EnrollmentContext } from './enrollment-context.js';
import type { FamilyService } from './family-service.js';
import {
  checkAgreements,
  checkFamily,
  checkPayment,
  checkReason,
  type StepRefusal,
} from './step-checks.js';

/*
 * The enrollment draft (issue 21): every step's Continue saves its answers here after the step's
 * rules pass, so the flow resumes anywhere. Steps go in order; a step whose earlier steps are not
 * saved is refused with where the draft stands.
 */

export type DraftSaveOutcome =
  | { kind: 'saved'; nextStep: EnrollmentStep; expiresAt: string }
  | { kind: 'out-of-order'; nextStep: EnrollmentStep; message: string }
  | StepRefusal;

const nextOf = (step: EnrollmentStep): EnrollmentStep =>
  enrollmentSteps[Math.min(enrollmentSteps.indexOf(step) + 1, enrollmentSteps.length - 1)] ??
  'REVIEW';

/**
 * Where the member goes after a step: the next one, unless its answer is saved already and still
 * holds, as after a Change link on 'Check your answers' (then they come back there instead of
 * walking through every later step again). A family saved before is checked again against the
 * reason and coverage date now saved (ages on that date); another way to pay cleared the
 * agreements, which are then asked.
 */
async function firstStepToAsk(
  family: FamilyService,
  context: EnrollmentContext,
  answers: DraftAnswers,
  from: EnrollmentStep,
): Promise<EnrollmentStep> {
  let step = from;
  const holds = async (candidate: EnrollmentStep): Promise<boolean> => {
    switch (candidate) {
      case 'FAMILY':
        return (
          answers.reason !== null &&
          answers.family !== null &&
          (await checkFamily(family, context, answers.reason, answers.family)).kind === 'ok'
        );
      case 'PAYMENT':
        return answers.payment !== null;
      case 'AGREEMENTS':
        return answers.agreements.length > 0;
      default:
        return false;
    }
  };
  while (step !== 'REVIEW' && (await holds(step))) step = nextOf(step);
  return step;
}

export function draftView(
  programId: EnrollmentDraft['strProgId'],
  draft: NonNullable<Awaited<ReturnType<typeof findDraft>>>,
): EnrollmentDraft {
  return {
    strProgId: programId,
    strNextStep: (enrollmentSteps as readonly string[]).includes(draft.nextStep)
      ? (draft.nextStep as EnrollmentStep)
      : 'REASON',
    dtDraftExpires: draft.expiresAt,
    dtUpdatedAt: draft.updatedAt,
    objReason: draft.answers.reason,
    objFamily: draft.answers.family,
    objPayment: draft.answers.payment,
    liAgreements: draft.answers.agreements,
  };
}

/** The member's draft in progress (not submitted, not expired). */
export async function openDraft(db: Database, memberId: string, programId: string, now: Date) {
  const draft = await findDraft(db, memberId, programId, now);
  return draft && draft.submittedEnrollmentId === null ? draft : undefined;
}

export async function saveDraftStep(
  db: Database,
  family: FamilyService,
  context: EnrollmentContext,
  member: SignedInMember,
  request: SaveEnrollmentDraftRequest,
  now: Date,
): Promise<DraftSaveOutcome> {
  const programId = context.program.programId;
  const draft = await openDraft(db, member.memberId, programId, now);
  const answers: DraftAnswers = draft ? { ...draft.answers } : { ...emptyAnswers };
  const outOfOrder = (): DraftSaveOutcome => ({
    kind: 'out-of-order',
    nextStep: (draft?.nextStep as EnrollmentStep | undefined) ?? 'REASON',
    message: formatMessage('accountStepNotFinished'),
  });

  switch (request.strStep) {
    case 'REASON': {
      const outcome = checkReason(context, request.objReason);
      if (outcome.kind !== 'ok') return outcome;
      answers.reason = request.objReason;
      break;
    }
    case 'FAMILY': {
      if (!answers.reason) return outOfOrder();
      const outcome = await checkFamily(family, context, answers.reason, request.objFamily);
      if (outcome.kind !== 'ok') return outcome;
      answers.family = request.objFamily;
      break;
    }
    case 'PAYMENT': {
      if (!answers.reason || !answers.family) return outOfOrder();
      const outcome = await checkPayment(db, context, member, request.objPayment);
      if (outcome.kind !== 'ok') return outcome;
      // Another way to pay needs other agreements: those accepted before are asked again.
      if (answers.payment?.strPaymentType !== request.objPayment.strPaymentType) {
        answers.agreements = [];
      }
      answers.payment = request.objPayment;
      break;
    }
    case 'AGREEMENTS': {
      if (!answers.reason || !answers.family || !answers.payment) return outOfOrder();
      const outcome = checkAgreements(answers.payment, request.objAgreements.liAccepted);
      if (outcome.kind !== 'ok') return outcome;
      answers.agreements = request.objAgreements.liAccepted.map((item) => ({
        ...item,
        dtAcceptedAt: now.toISOString(),
      }));
      break;
    }
  }
  const nextStep = await firstStepToAsk(family, context, answers, nextOf(request.strStep));
  const saved = await db.transaction().execute(async (trx) => {
    const written = await writeDraft(trx, {
      memberId: member.memberId,
      programId,
      draftId: draft?.draftId ?? null,
      nextStep,
      answers,
      now,
    });
    await recordAuditEvent(trx, {
      memberId: member.memberId,
      kind: 'enrollment.draft-saved',
      at: now,
      detail: { draftId: written.draftId, programId, step: request.strStep },
    });
    return written;
  });
  return { kind: 'saved', nextStep, expiresAt: saved.expiresAt };
}
