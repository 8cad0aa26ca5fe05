import fastifyCookie from '@fastify/cookie';
import { endpoints } from '@portal/api/endpoints';
import { returnCodes } from '@portal/api/protocol';
import { fieldErrorMessages, formatMessage } from '@portal/forms/catalogue';
import { securityQuestions, stateCodeValues } from '@portal/forms/code-lists';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { rememberBrowser } from '../auth/known-browser.js';
import { verifyPassword } from '../auth/password-hashing.js';
import { handOverSession, signedInAnswerOf } from '../auth/signed-in-answer.js';
import type { PortalConfig } from '../config.js';
import type { Database } from '../db/create-database.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import { registerEndpoint } from '../platform/endpoint-routes.js';
import { envelope } from '../platform/envelope.js';
import type { RateLimiter, RateRule } from '../platform/rate-limiter.js';
import { answerTooManyRequests } from '../platform/rate-limits.js';
import { openSession } from '../platform/session-queries.js';
import type { EditionForRequest } from '../web/edition-for-request.js';
import { accountCatalogue } from './account-catalogue.js';
import { isUsernameTaken } from './account-queries.js';
import { accountRateRules } from './account-rate-rules.js';
import { createAccount } from './create-account.js';
import { findCreationReceipt } from './creation-receipt.js';
import { nextStepOf } from './draft-answers.js';
import { clearDraftCookie, draftCredentialOf, setDraftCookie } from './draft-cookie.js';
import { deleteDraft } from './draft-queries.js';
import { createDraftSecrets } from './draft-secrets.js';
import { createDraftStore, type OpenDraft, todayOf } from './draft-service.js';
import {
  checkAddress,
  checkGetStarted,
  checkPersonalInfo,
  checkSponsor,
  type StepCheck,
} from './draft-steps.js';

/**
 * Account creation with save and resume (issue 19; spec section 7 'Account creation'). Every call
 * is a visitor's: no session, the draft cookie names the application, and each is limited per
 * client address. Business outcomes are HTTP 200 with returnCode (README 'Account creation').
 */
export const accountRoutes: FastifyPluginAsync<{
  db: Database;
  config: PortalConfig;
  limiter: RateLimiter;
  editionForRequest: EditionForRequest;
  /** The service's clock; tests pin it. */
  now?: () => Date;
}> = async (app, { db, config, limiter, editionForRequest, now = () => new Date() }) => {
  await app.register(fastifyCookie);
  const rules = accountRateRules(config.rateLimits);
  const drafts = createDraftStore(db, createDraftSecrets(config.sessionKeyEncryptionKey));

  /** The limits of a call, each counted; the first refused answers 429. */
  async function refusedByLimits(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: [RateRule, string][] = [],
  ) {
    const decisions = await Promise.all(
      [[rules.accountCreationPerAddress, request.ip] as [RateRule, string], ...extra].map(
        ([rule, subject]) => limiter.hit(rule, subject),
      ),
    );
    const refusal = decisions.find((decision) => !decision.allowed);
    return refusal ? answerTooManyRequests(reply, refusal) : undefined;
  }

  const noDraft = () =>
    envelope(returnCodes.notFound, { strMessage: formatMessage('accountDraftNotFound') });

  function savedAnswer(draft: OpenDraft) {
    return envelope(returnCodes.success, {
      strNextStep: nextStepOf(draft.answers),
      dtDraftExpires: draft.row.expires_at,
    });
  }

  function refusedAnswer(check: Exclude<StepCheck<unknown>, { kind: 'valid' }>) {
    if (check.kind === 'not-this-application') {
      return envelope(returnCodes.badRequest, {
        strNextStep: check.nextStep,
        strMessage: formatMessage('accountStepNotInApplication'),
      });
    }
    return envelope(returnCodes.badRequest, {
      objFieldErrors: check.fieldErrors,
      ...(check.residenceCandidates && { liResidenceCandidates: check.residenceCandidates }),
      ...(check.mailingCandidates && { liMailingCandidates: check.mailingCandidates }),
    });
  }

  registerEndpoint(app, endpoints.intermediateProfileSave, async ({ request, reply, body }) => {
    const refused = await refusedByLimits(request, reply);
    if (refused) return refused;
    const at = now();
    const context = { today: todayOf(at), edition: editionForRequest(request) };
    const draft = await drafts.find(draftCredentialOf(request), at);

    if (body.strStep === 'GET_STARTED') {
      const check = checkGetStarted(context, body.objGetStarted);
      if (check.kind !== 'valid') return refusedAnswer(check);
      // A draft of the other edition is not this site's application: a new one starts.
      if (draft && draft.row.product_line === context.edition) {
        return savedAnswer(await drafts.save(draft, 'GET_STARTED', check.change, at));
      }
      const started = await drafts.start(context.edition, check.change, at);
      setDraftCookie(request, reply, started.credential);
      return savedAnswer(started.draft);
    }

    if (!draft || draft.row.product_line !== context.edition) return noDraft();
    if (body.strStep === 'PERSONAL_INFO') {
      const check = checkPersonalInfo(context, draft.answers, body.objUserVO, draft.ssn);
      if (check.kind !== 'valid') return refusedAnswer(check);
      const { ssn, objUserVO } = check.change;
      return savedAnswer(await drafts.save(draft, 'PERSONAL_INFO', { objUserVO, ssn }, at));
    }
    const { strStep: _step, ...addressStep } = body;
    const check = checkAddress(context, addressStep);
    if (check.kind !== 'valid') return refusedAnswer(check);
    return savedAnswer(await drafts.save(draft, 'ADDRESS', check.change, at));
  });

  registerEndpoint(app, endpoints.saveSponsorInfo, async ({ request, reply, body }) => {
    const refused = await refusedByLimits(request, reply);
    if (refused) return refused;
    const at = now();
    const context = { today: todayOf(at), edition: editionForRequest(request) };
    const draft = await drafts.find(draftCredentialOf(request), at);
    if (!draft || draft.row.product_line !== context.edition) return noDraft();
    const check = checkSponsor(
      context,
      draft.answers,
      body.objSponsorVO,
      draft.sponsorSsn,
      nextStepOf(draft.answers),
    );
    if (check.kind !== 'valid') return refusedAnswer(check);
    return savedAnswer(await drafts.save(draft, 'BRANCH_OF_SERVICE', check.change, at));
  });

  registerEndpoint(app, endpoints.continueToAccountCreation, async ({ request, reply }) => {
    const refused = await refusedByLimits(request, reply);
    if (refused) return refused;
    const draft = await drafts.find(draftCredentialOf(request), now());
    if (!draft || draft.row.product_line !== editionForRequest(request)) return noDraft();
    const { answers } = draft;
    const lastFour = (ssn: string | undefined) => (ssn ? ssn.replaceAll('-', '').slice(-4) : null);
    return envelope(returnCodes.success, {
      strNextStep: nextStepOf(answers),
      dtDraftExpires: draft.row.expires_at,
      objGetStarted: answers.objGetStarted ?? null,
      objUserVO: answers.objUserVO
        ? { ...answers.objUserVO, strSSNLast4: lastFour(draft.ssn) }
        : null,
      objSponsorVO: answers.objSponsorVO
        ? { ...answers.objSponsorVO, strSponsorSSNLast4: lastFour(draft.sponsorSsn) }
        : null,
      objUserAddressVO: answers.address?.step.objUserAddressVO ?? null,
      objMailAddressVO: answers.address?.step.objMailAddressVO ?? null,
      strMailingSameAsResidence: answers.address?.step.strMailingSameAsResidence ?? null,
      strResidenceCheck: answers.address?.residenceCheck ?? null,
      strMailingCheck: answers.address?.mailingCheck ?? null,
    });
  });

  registerEndpoint(app, endpoints.discardAccountDraft, async ({ request, reply }) => {
    const refused = await refusedByLimits(request, reply);
    if (refused) return refused;
    const at = now();
    const draft = await drafts.find(draftCredentialOf(request), at);
    if (draft) {
      await db.transaction().execute(async (trx) => {
        await deleteDraft(trx, draft.row.draft_id);
        await recordAuditEvent(trx, {
          memberId: null,
          kind: 'account.draft-discarded',
          at,
          detail: { draftId: draft.row.draft_id },
        });
      });
    }
    clearDraftCookie(request, reply);
    return envelope(returnCodes.success, {});
  });

  registerEndpoint(app, endpoints.fetchBranchOfService, async ({ request, reply }) => {
    const refused = await refusedByLimits(request, reply);
    if (refused) return refused;
    return envelope(returnCodes.success, {
      liBranches: accountCatalogue().branches.map((branch) => ({
        strCode: branch.code,
        strName: branch.name,
      })),
    });
  });

  registerEndpoint(app, endpoints.fetchStateEligibility, async ({ request, reply, body }) => {
    const refused = await refusedByLimits(request, reply);
    if (refused) return refused;
    const catalogue = accountCatalogue();
    return envelope(returnCodes.success, {
      liStates: stateCodeValues.map((state) => ({
        strState: state,
        strEligible: catalogue.isStateEligible(body.strProductNm, state)
          ? ('Y' as const)
          : ('N' as const),
      })),
    });
  });

  registerEndpoint(app, endpoints.userIDAvailabilityFEHB, async ({ request, reply, body }) => {
    const credential = draftCredentialOf(request);
    const draft = await drafts.find(credential, now());
    // Counted per address before anything else, and per draft once there is one.
    const refused = await refusedByLimits(request, reply, [
      [rules.usernameChecksPerAddress, request.ip],
      ...(draft
        ? ([[rules.usernameChecksPerDraft, draft.row.draft_id]] as [RateRule, string][])
        : []),
    ]);
    if (refused) return refused;
    if (!draft || draft.row.product_line !== editionForRequest(request)) return noDraft();
    const taken = await isUsernameTaken(db, body.strUserId);
    return envelope(
      returnCodes.success,
      taken
        ? { strAvailable: 'N' as const, strMessage: fieldErrorMessages.usernameTaken }
        : { strAvailable: 'Y' as const },
    );
  });

  registerEndpoint(app, endpoints.retrieveHintQuestions, async ({ request, reply }) => {
    const refused = await refusedByLimits(request, reply);
    if (refused) return refused;
    return envelope(returnCodes.success, {
      liQuestions: Object.entries(securityQuestions).map(([id, question]) => ({
        strQuestionId: id as keyof typeof securityQuestions,
        strQuestion: question,
      })),
    });
  });

  /**
   * A createUserAccount of an application whose account was made already (a double click, two
   * tabs, a retry after a lost answer; creation-receipt.ts): with that account's username and
   * password it signs in, in a session of its own bound to this request's envelope session key,
   * so the member ends signed in whichever answer reached them. Anything else hears that the
   * account exists and to log in, and no more.
   */
  async function answerRepeatedCreation(
    request: FastifyRequest,
    reply: FastifyReply,
    body: { strUserId: string; strPassword: string },
    memberId: string,
    at: Date,
  ) {
    const member = await db
      .selectFrom('members')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    const same =
      member !== undefined &&
      member.user_id_normalized === body.strUserId.toLowerCase() &&
      (await verifyPassword(member.password_hash, body.strPassword));
    if (!member || !same) {
      return envelope(returnCodes.notFound, { strMessage: formatMessage('accountAlreadyCreated') });
    }
    const tokens = await db.transaction().execute(async (trx) => {
      await recordAuditEvent(trx, {
        memberId,
        kind: 'account.creation-repeated',
        at,
        detail: {},
      });
      return openSession(trx, member, at, config.session);
    });
    clearDraftCookie(request, reply);
    await handOverSession(db, request, reply, tokens);
    const signedIn = await signedInAnswerOf(db, member, config, app.serviceClock);
    return envelope(returnCodes.success, signedIn.returnObject, signedIn.forwardCode);
  }

  // The final submit. Made once per application: a repeat signs in to the account it made
  // (answerRepeatedCreation) rather than replaying a first answer whose token is bound to another
  // request's session key, which is why the contract does not opt in to idempotency keys.
  registerEndpoint(app, endpoints.createUserAccount, async ({ request, reply, body }) => {
    const refused = await refusedByLimits(request, reply, [[rules.accountsPerAddress, request.ip]]);
    if (refused) return refused;
    const at = now();
    const edition = editionForRequest(request);
    const credential = draftCredentialOf(request);
    const draft = await drafts.find(credential, at);
    if (!draft || draft.row.product_line !== edition) {
      const receipt = await findCreationReceipt(db, credential, at);
      return receipt && receipt.productLine === edition
        ? answerRepeatedCreation(request, reply, body, receipt.memberId, at)
        : noDraft();
    }
    const outcome = await createAccount(db, draft, body, { now: at, session: config.session });
    switch (outcome.kind) {
      case 'already-created':
        return answerRepeatedCreation(request, reply, body, outcome.memberId, at);
      case 'incomplete':
        return envelope(returnCodes.notFound, {
          strNextStep: outcome.nextStep,
          strMessage: formatMessage('accountStepNotFinished'),
        });
      case 'field-errors':
        return envelope(returnCodes.badRequest, { objFieldErrors: outcome.fieldErrors });
      case 'duplicate':
        return envelope(returnCodes.badRequest, { strMessage: formatMessage(outcome.message) });
      case 'created': {
        clearDraftCookie(request, reply);
        await handOverSession(db, request, reply, outcome.tokens);
        // The browser that made the account is the member's first known one (issue 22).
        await rememberBrowser(db, request, reply, outcome.member.member_id);
        const signedIn = await signedInAnswerOf(db, outcome.member, config, app.serviceClock);
        return envelope(returnCodes.success, signedIn.returnObject, signedIn.forwardCode);
      }
    }
  });
};
