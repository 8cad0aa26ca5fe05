import { endpoints } from '@portal/api/endpoints';
import { returnCodes } from '@portal/api/protocol';
import { formatPlanMessage } from '@portal/forms/catalogue';
import type { PlanCatalogue } from '@portal/forms/plans';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../db/create-database.js';
import { envelope, errorEnvelope } from '../platform/envelope.js';
import { registerMemberEndpoint } from '../platform/member-scope.js';
import type { ServiceClock } from '../platform/service-clock.js';
import { planCatalogue } from './plan-catalogue.js';
import { createPlanService, type Outcome } from './plan-service.js';

/**
 * Choosing a plan and the member dashboard (issue 20; spec section 7): eleven member-scoped calls.
 * Another strMember_Id, another member's enrollment, a program or plan not in the catalogue: 404,
 * with the same envelope a missing record gets. Bad input is refused by the contracts (400).
 */
export const planRoutes: FastifyPluginAsync<{
  db: Database;
  clock: ServiceClock;
  catalogue?: () => PlanCatalogue;
}> = async (app, { db, clock, catalogue = planCatalogue }) => {
  const plans = createPlanService({ db, clock, catalogue });
  const scope = { notFoundMessage: formatPlanMessage('enrollmentNotFound') };

  function answer<T>(reply: FastifyReply, outcome: Outcome<T>) {
    if (outcome.kind === 'ok') return envelope(returnCodes.success, outcome.value);
    reply.code(404);
    return errorEnvelope(returnCodes.notFound, outcome.message);
  }

  registerMemberEndpoint(
    app,
    endpoints.fetchProgramList,
    async ({ member }) => envelope(returnCodes.success, await plans.fetchProgramList(member)),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.getPayFrequency,
    async ({ member }) => envelope(returnCodes.success, await plans.getPayFrequency(member)),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.getHighLowPlan,
    async ({ member, reply, body }) => answer(reply, await plans.getHighLowPlan(member, body)),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.comparePlans,
    async ({ member, reply, body }) => answer(reply, await plans.comparePlans(member, body)),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.comparePlanDetails,
    async ({ member, reply, body }) => answer(reply, await plans.comparePlanDetails(member, body)),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.viewCoverageDetails,
    async ({ member, reply, body }) => answer(reply, await plans.viewCoverageDetails(member, body)),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.multiProgramDashboard,
    async ({ member }) => envelope(returnCodes.success, await plans.multiProgramDashboard(member)),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.programDashboard,
    async ({ member, reply, body }) =>
      answer(reply, await plans.programDashboard(member, body.strProgId)),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.fetchUserPolicyDetails,
    async ({ member, reply, body }) =>
      answer(reply, await plans.fetchUserPolicyDetails(member, body.strEnrollmentId)),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.fetchFutureUserEnrollment,
    async ({ member, reply, body }) =>
      answer(reply, await plans.fetchFutureUserEnrollment(member, body.strProgId)),
    scope,
  );
  registerMemberEndpoint(
    app,
    endpoints.checkEnrollmentOptions,
    async ({ member, reply, body }) =>
      answer(reply, await plans.checkEnrollmentOptions(member, body.strProgId)),
    scope,
  );
};
