import { endpoints } from '@portal/api/endpoints';
import { downloadPdfPathOf } from '@portal/api/enrollment';
import { returnCodes } from '@portal/api/protocol';
import { formatPlanMessage } from '@portal/forms/catalogue';
import type { ProgramId } from '@portal/forms/code-lists';
import type { PlanCatalogue } from '@portal/forms/plans';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../db/create-database.js';
import { memberById } from '../members/member-queries.js';
import type { Messenger } from '../outbox/messenger.js';
import { planCatalogue } from '../plans/plan-catalogue.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import { envelope, errorEnvelope } from '../platform/envelope.js';
import { registerMemberEndpoint } from '../platform/member-scope.js';
import type { ServiceClock } from '../platform/service-clock.js';
import type { SignedInMember } from '../platform/session-queries.js';
import { confirmationOf } from './confirmation.js';
import { sendEnrollmentConfirmation } from './confirmation-email.js';
import { declarationsFileName, renderDeclarations } from './declarations-pdf.js';
import { deleteDraft } from './draft-queries.js';
import { draftView, openDraft, saveDraftStep } from './draft-service.js';
import { type EnrollmentContext, enrollmentContextOf } from './enrollment-context.js';
import { registerDateRoutes } from './enrollment-date-routes.js';
import { createEnrollmentSecrets } from './enrollment-secrets.js';
import { createFamilyService } from './family-service.js';
import {
  bankFormCheck,
  paymentMethodsOf,
  routingNumberCheck,
  saveBank,
} from './payment-service.js';
import { type Answerable, refusal } from './refusal-answers.js';
import { requiredAgreements } from './step-checks.js';
import { submitEnrollment } from './submit-service.js';

/**
 * Enrolling in a plan (issue 21; spec section 7): the member-scoped calls of the flow and GET
 * /downloadPDF/{id}. Another strMember_Id, another member's family member, bank or enrollment,
 * or a program not in the catalogue: 404, the same envelope a missing record gets. Bad input is
 * refused by the contracts (400); a rule of @portal/forms by returnCode 300 with field errors and
 * its message; dual enrollment by 203.
 */
export const enrollmentRoutes: FastifyPluginAsync<{
  db: Database;
  clock: ServiceClock;
  sessionKeyEncryptionKey: Buffer | null;
  messenger: Messenger;
  catalogue?: () => PlanCatalogue;
}> = async (app, { db, clock, sessionKeyEncryptionKey, messenger, catalogue = planCatalogue }) => {
  const secrets = createEnrollmentSecrets(sessionKeyEncryptionKey);
  const family = createFamilyService({ db, secrets });
  const notFoundMessage = formatPlanMessage('enrollmentNotFound');
  const scope = { notFoundMessage };

  function notFound(reply: FastifyReply) {
    reply.code(404);
    return errorEnvelope(returnCodes.notFound, notFoundMessage);
  }

  /** The context of a program call, or the 404 it answers. */
  async function withProgram<T>(
    member: SignedInMember,
    programId: ProgramId,
    reply: FastifyReply,
    run: (context: EnrollmentContext) => Promise<T>,
  ) {
    const context = await enrollmentContextOf(db, clock, catalogue, member, programId);
    return context ? run(context) : notFound(reply);
  }

  /** Any call whose only context is the member: the legal plan's context (the one program). */
  async function memberContext(member: SignedInMember) {
    return enrollmentContextOf(db, clock, catalogue, member, 'LAW');
  }

  const answer = (reply: FastifyReply, outcome: Answerable, object: object = {}) =>
    refusal(reply, outcome, object) ?? envelope(returnCodes.success, object);

  registerDateRoutes(app, { clock, scope, withProgram });

  // Who is covered.
  registerMemberEndpoint(
    app,
    endpoints.fetchUserDependent,
    async ({ member }) =>
      envelope(returnCodes.success, { liDependents: await family.userDependents(member.memberId) }),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.fetchProgramDependent,
    async ({ member, reply, body }) =>
      withProgram(member, body.strProgId, reply, async (context) => {
        const draft = await openDraft(db, member.memberId, body.strProgId, clock.now());
        const onDate = body.dtEffDate ?? draft?.answers.reason?.dtEffDate ?? context.today;
        return envelope(returnCodes.success, await family.programDependents(context, onDate));
      }),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.validateFEHBDependentInfo,
    async ({ member, reply, body }) =>
      withProgram(member, body.strProgId, reply, async (context) =>
        answer(reply, family.ownRulesCheck(body.objDependent, context.today)),
      ),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.validateDependentDetails,
    async ({ member, reply, body }) =>
      withProgram(member, body.strProgId, reply, async (context) =>
        answer(
          reply,
          await family.detailsCheck(context, body.objDependent, body.strDependent_Id ?? null),
        ),
      ),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.saveDependentDetails,
    async ({ member, reply, body }) =>
      withProgram(member, body.strProgId, reply, async (context) => {
        const outcome = await family.save(
          context,
          body.objDependent,
          body.strDependent_Id ?? null,
          clock.now(),
        );
        if (outcome.kind === 'saved') {
          return envelope(returnCodes.success, { objDependent: outcome.dependent });
        }
        return answer(reply, outcome);
      }),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.checkDualEnrollmentForProgram,
    async ({ member, reply, body }) =>
      withProgram(member, body.strProgId, reply, async (context) => {
        const year = [context.years.current, context.years.next].find(
          (candidate) => String(candidate.year) === body.strPayYear,
        );
        if (!year) return notFound(reply);
        const onDate = [year.coverageStart, context.today].sort().at(-1) ?? context.today;
        const outcome = await family.coveredFamilyCheck(context, body.liDependentIds, onDate);
        if (outcome.kind === 'not-found') return notFound(reply);
        if (outcome.kind === 'dual-people') {
          return envelope(returnCodes.dualEnrollment, {
            liDualEnrolled: outcome.rows.map((row) => ({
              strDependent_Id: row.dependent_id,
              strFirst_Nm: row.first_name,
              strLast_Nm: row.last_name,
            })),
            strMessage: outcome.message,
          });
        }
        return envelope(returnCodes.success, { liDualEnrolled: [] });
      }),
    scope,
  );

  // How to pay.
  registerMemberEndpoint(
    app,
    endpoints.paymentMethod,
    async ({ member, reply, body }) =>
      withProgram(member, body.strProgId, reply, async (context) =>
        envelope(returnCodes.success, paymentMethodsOf(context)),
      ),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.validateRoutingNumber,
    async ({ reply, body }) => {
      const outcome = routingNumberCheck(body.strAba_Rout_Nbr);
      return answer(reply, outcome, { blnValid: outcome.kind === 'ok' }) as never;
    },
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.validateBankAccount,
    async ({ reply, body }) => answer(reply, bankFormCheck(body.objBank)),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.saveBankDetails,
    async ({ member, reply, body }) => {
      const outcome = await saveBank(db, secrets, member, body.objBank, clock.now());
      if (outcome.kind === 'saved') return envelope(returnCodes.success, { objBank: outcome.bank });
      return answer(reply, outcome);
    },
    scope,
  );

  // The draft and the agreements.
  registerMemberEndpoint(
    app,
    endpoints.fetchEnrollmentDraft,
    async ({ member, reply, body }) =>
      withProgram(member, body.strProgId, reply, async () => {
        const draft = await openDraft(db, member.memberId, body.strProgId, clock.now());
        // None is the usual answer, not a failure (as account creation's draft): returnCode 404
        // on HTTP 200, so a browser does not log every first visit to /enrollment as an error.
        if (!draft) return envelope(returnCodes.notFound, null);
        return envelope(returnCodes.success, draftView(body.strProgId, draft));
      }),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.saveEnrollmentDraft,
    async ({ member, reply, body }) =>
      withProgram(member, body.strProgId, reply, async (context) => {
        const outcome = await saveDraftStep(db, family, context, member, body, clock.now());
        switch (outcome.kind) {
          case 'saved':
            return envelope(returnCodes.success, {
              strNextStep: outcome.nextStep,
              dtDraftExpires: outcome.expiresAt,
            });
          case 'out-of-order':
            return envelope(returnCodes.badRequest, {
              strNextStep: outcome.nextStep,
              strMessage: outcome.message,
            });
          default:
            return answer(reply, outcome);
        }
      }),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.discardEnrollmentDraft,
    async ({ member, reply, body }) =>
      withProgram(member, body.strProgId, reply, async () => {
        const now = clock.now();
        if (await deleteDraft(db, member.memberId, body.strProgId)) {
          await recordAuditEvent(db, {
            memberId: member.memberId,
            kind: 'enrollment.draft-discarded',
            at: now,
            detail: { programId: body.strProgId },
          });
        }
        return envelope(returnCodes.success, {});
      }),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.fetchEnrollmentAgreements,
    async ({ member, reply, body }) =>
      withProgram(member, body.strProgId, reply, async () => {
        const draft = await openDraft(db, member.memberId, body.strProgId, clock.now());
        const payment = draft?.answers.payment ?? { strPaymentType: '17' as const };
        return envelope(returnCodes.success, {
          liAgreements: requiredAgreements(payment).map((agreement) => ({
            strAgreementId: agreement.agreementId,
            strTitle: agreement.title,
            strVersion: agreement.version,
            liParagraphs: agreement.paragraphs,
            strCheckboxLabel: agreement.checkboxLabel,
          })),
        });
      }),
    scope,
  );

  // Submitting and the confirmation.
  registerMemberEndpoint(
    app,
    endpoints.submitUserEnrollment,
    async ({ member, reply, body }) =>
      withProgram(member, body.strProgId, reply, async (context) => {
        const now = clock.now();
        const outcome = await submitEnrollment(db, family, context, member, now);
        switch (outcome.kind) {
          case 'submitted': {
            // Only the submit that made the enrollment tells the member: a second tab, or a
            // retry the idempotency layer did not answer itself, sends nothing more.
            const owner = outcome.made ? await memberById(db, member.memberId) : undefined;
            if (owner) {
              await sendEnrollmentConfirmation(messenger, app.log, owner, outcome.confirmation);
            }
            return envelope(returnCodes.success, { objConfirmation: outcome.confirmation });
          }
          case 'no-draft':
            reply.code(404);
            return errorEnvelope(returnCodes.notFound, 'There is no enrollment to submit.');
          case 'unfinished':
            return envelope(returnCodes.badRequest, {
              strStep: outcome.step,
              strMessage: outcome.message,
            });
          default: {
            if (outcome.kind !== 'not-found') {
              await recordAuditEvent(db, {
                memberId: member.memberId,
                kind: 'enrollment.submit-refused',
                at: now,
                detail: { step: outcome.step, kind: outcome.kind },
              });
            }
            return answer(reply, outcome, 'step' in outcome ? { strStep: outcome.step } : {});
          }
        }
      }),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.fetchEnrollmentConfirmation,
    async ({ member, reply, body }) => {
      const context = await memberContext(member);
      const confirmation = context && (await confirmationOf(db, context, body.strEnrollmentId));
      if (!confirmation) return notFound(reply);
      return envelope(returnCodes.success, { objConfirmation: confirmation });
    },
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.downloadDeclarations,
    async ({ member, reply, body }) => {
      const context = await memberContext(member);
      const confirmation = context && (await confirmationOf(db, context, body.strEnrollmentId));
      if (!confirmation) return notFound(reply);
      return envelope(returnCodes.success, {
        strDocumentId: confirmation.strDeclarationsDocumentId,
        strFileNm: declarationsFileName(confirmation),
        strPath: downloadPdfPathOf(confirmation.strDeclarationsDocumentId),
        strMediaType: 'application/pdf' as const,
      });
    },
    scope,
  );

  // GET /downloadPDF/{id}: the bearer token, no envelope (spec section 7: PDFs are not encrypted).
  app.get<{ Params: { id: string } }>(
    '/downloadPDF/:id',
    { preHandler: [app.requireMember] },
    async (request, reply) => {
      const member = request.member;
      if (!member) throw new Error('requireMember let a request through');
      const context = await memberContext(member);
      const id = request.params.id;
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
      const confirmation = uuid && context ? await confirmationOf(db, context, id) : undefined;
      if (!confirmation) return notFound(reply);
      const pdf = await renderDeclarations(confirmation, {
        firstName: context?.plan.facts.firstName ?? '',
        lastName: context?.plan.facts.lastName ?? '',
      });
      await recordAuditEvent(db, {
        memberId: member.memberId,
        kind: 'enrollment.declarations-downloaded',
        at: clock.now(),
        detail: { enrollmentId: id },
      });
      return reply
        .header('Content-Type', 'application/pdf')
        .header(
          'Content-Disposition',
          `attachment; filename="${declarationsFileName(confirmation)}"`,
        )
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
};
