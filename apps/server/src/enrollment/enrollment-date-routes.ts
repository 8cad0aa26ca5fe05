import { endpoints } from '@portal/api/endpoints';
import type { Envelope } from '@portal/api/envelope';
import { returnCodes } from '@portal/api/protocol';
import { type FieldErrorKey, formatMessage } from '@portal/forms/catalogue';
import type { ProgramId } from '@portal/forms/code-lists';
import { isOpenSeasonOn } from '@portal/forms/plans';
import {
  belatedWindowOf,
  hireDateProblem,
  hireDateStandingOn,
  newHireWindowOf,
} from '@portal/forms/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { envelope } from '../platform/envelope.js';
import { registerMemberEndpoint } from '../platform/member-scope.js';
import type { ServiceClock } from '../platform/service-clock.js';
import type { SignedInMember } from '../platform/session-queries.js';
import { type EnrollmentContext, enrollmentInYear } from './enrollment-context.js';
import {
  chosenDateProblem,
  effectiveDateChoices,
  payPeriodsRemaining,
  reasonWindow,
} from './enrollment-windows.js';

/*
 * 'Why and when' (issue 21; spec section 4 'Date windows', login codes 19 to 27): the hire date's
 * windows, open season, and the effective dates, each from the rules of @portal/forms and the
 * service's clock. A closed window answers 300 with the field error and the spec's message.
 */

type WithProgram = <T>(
  member: SignedInMember,
  programId: ProgramId,
  reply: FastifyReply,
  run: (context: EnrollmentContext) => Promise<T>,
) => Promise<T | Envelope<{ strMessage: string }>>;

const refusalOf = (field: string, key: FieldErrorKey) => ({
  objFieldErrors: { [field]: key },
  strMessage: formatMessage(key),
});

/** The login code of a hire date's standing (spec section 4): 19 to 21, 26, 27. */
export function hireLoginCode(standing: string, onFile: boolean): number | null {
  if (standing === 'newHire') return onFile ? 19 : 20;
  if (standing === 'belated') return onFile ? 26 : 27;
  if (standing === 'closed') return 21;
  return null;
}

export function registerDateRoutes(
  app: FastifyInstance,
  {
    clock: _clock,
    scope,
    withProgram,
  }: { clock: ServiceClock; scope: { notFoundMessage: string }; withProgram: WithProgram },
) {
  registerMemberEndpoint(
    app,
    endpoints.validateNewHireDates,
    async ({ member, reply, body }) =>
      withProgram(member, body.strProgId, reply, async (context) => {
        const typed = body.dtHireDate ?? null;
        const hireDate = typed ?? context.plan.facts.hireDate;
        const onFile = typed === null && hireDate !== null;
        if (!hireDate) {
          return envelope(returnCodes.badRequest, {
            dtHireDate: null,
            blnOnFile: false,
            strStanding: null,
            dtWindowStart: null,
            dtWindowEnd: null,
            dtBelatedStart: null,
            dtBelatedEnd: null,
            iLoginCode: 20,
            ...refusalOf('hireDate', 'required'),
          });
        }
        const standing = hireDateStandingOn({ hireDate, today: context.today });
        const newHire = newHireWindowOf(hireDate);
        const belated = belatedWindowOf(hireDate);
        const object = {
          dtHireDate: hireDate,
          blnOnFile: onFile,
          strStanding: standing,
          dtWindowStart: newHire.first,
          dtWindowEnd: newHire.last,
          dtBelatedStart: belated.first,
          dtBelatedEnd: belated.last,
          iLoginCode: hireLoginCode(standing, onFile),
        };
        const problem = hireDateProblem({
          hireDate,
          today: context.today,
          kind: body.strEnrlType ?? 'newHire',
        });
        return problem
          ? envelope(returnCodes.badRequest, { ...object, ...refusalOf('hireDate', problem) })
          : envelope(returnCodes.success, object);
      }),
    scope,
  );

  registerMemberEndpoint(
    app,
    endpoints.seasonSearchFlgs,
    async ({ member, reply, body }) =>
      withProgram(member, body.strProgId, reply, async (context) => {
        const { current, next } = context.years;
        const open = isOpenSeasonOn(next, context.today);
        const thisYear = enrollmentInYear(context, current.year);
        const nextYear = enrollmentInYear(context, next.year);
        const renews = thisYear?.enrollment.auto_renew === 1;
        return envelope(returnCodes.success, {
          blnOpenSeason: open,
          strPayYear: String(next.year),
          dtOSStartDate: next.openSeasonFirstDay,
          dtOSEndDate: next.openSeasonLastDay,
          dtOSEffectiveDate: next.openSeasonEffectiveDate,
          blnEnrolledNextYear: nextYear !== undefined,
          blnEnrolledThisYear: thisYear !== undefined,
          blnCanEnroll: open && context.plan.edition === 'MFB' && !nextYear && !renews,
          iLoginCode: open ? (thisYear ? 25 : 24) : null,
        });
      }),
    scope,
  );

  registerMemberEndpoint(
    app,
    endpoints.calculateEffectiveDates,
    async ({ member, reply, body }) =>
      withProgram(member, body.strProgId, reply, async (context) => {
        const outcome = reasonWindow(context, body.strEnrlType, {
          hireDate: body.dtHireDate ?? null,
          payYear: body.strPayYear ? Number(body.strPayYear) : null,
        });
        if (outcome.kind === 'closed') {
          return envelope(returnCodes.badRequest, {
            strEnrlType: body.strEnrlType,
            strPayYear: null,
            dtEffDate: null,
            dtCoverageEnd: null,
            lnPayPeriodsRemaining: null,
            liEffDateChoices: [],
            dtEnrollBy: null,
            ...refusalOf(outcome.field, outcome.key),
          });
        }
        const { window } = outcome;
        return envelope(returnCodes.success, {
          strEnrlType: body.strEnrlType,
          strPayYear: String(window.planYear.year),
          dtEffDate: window.effectiveDate,
          dtCoverageEnd: window.planYear.coverageEnd,
          lnPayPeriodsRemaining: payPeriodsRemaining(
            context,
            window.planYear,
            window.effectiveDate,
          ),
          liEffDateChoices: effectiveDateChoices(context, window),
          dtEnrollBy: window.enrollBy,
        });
      }),
    scope,
  );

  registerMemberEndpoint(
    app,
    endpoints.fetchBaseCoverageDate,
    async ({ member, reply, body }) =>
      withProgram(member, body.strProgId, reply, async (context) => {
        const outcome = reasonWindow(context, body.strEnrlType);
        if (outcome.kind === 'closed') {
          return envelope(returnCodes.badRequest, {
            dtBaseCoverageDate: null,
            dtLatestCoverageDate: null,
            strPayYear: null,
            ...refusalOf(outcome.field, outcome.key),
          });
        }
        const choices = effectiveDateChoices(context, outcome.window);
        return envelope(returnCodes.success, {
          dtBaseCoverageDate: outcome.window.effectiveDate,
          dtLatestCoverageDate: choices[choices.length - 1] ?? outcome.window.effectiveDate,
          strPayYear: String(outcome.window.planYear.year),
        });
      }),
    scope,
  );

  registerMemberEndpoint(
    app,
    endpoints.validateCoverageDate,
    async ({ member, reply, body }) =>
      withProgram(member, body.strProgId, reply, async (context) => {
        const outcome = reasonWindow(context, body.strEnrlType, {
          payYear: Number(body.strPayYear),
        });
        const problem =
          outcome.kind === 'closed'
            ? outcome.key
            : chosenDateProblem(context, outcome.window, body.dtEffDate);
        return problem
          ? envelope(returnCodes.badRequest, {
              dtEffDate: body.dtEffDate,
              blnValid: false,
              ...refusalOf('effectiveDate', problem),
            })
          : envelope(returnCodes.success, { dtEffDate: body.dtEffDate, blnValid: true });
      }),
    scope,
  );
}
