import { endpoints } from '@portal/api/endpoints';
import { returnCodes } from '@portal/api/protocol';
import { formatMessage } from '@portal/forms/catalogue';
import { enrollingAs, enrollingAsByProductLine } from '@portal/forms/code-lists';
import { agencyKindOf, needsBranchOfService } from '@portal/forms/rules';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { PortalConfig } from '../config.js';
import { registerEndpoint } from '../platform/endpoint-routes.js';
import { envelope } from '../platform/envelope.js';
import type { RateLimiter } from '../platform/rate-limiter.js';
import { answerTooManyRequests } from '../platform/rate-limits.js';
import { accountCatalogue, type CatalogueAgency, searchAgencies } from './account-catalogue.js';
import { accountRateRules } from './account-rate-rules.js';
import { checkZipAndState } from './zip-check.js';

const wireAgency = (agency: CatalogueAgency) => ({
  strAgencyCode: agency.code,
  strAgencyName: agency.name,
  strAgencyKind: agency.kind,
});

/**
 * The look-ups of get-started and the address check (spec section 7 'Tools'), answered from the
 * committed agency list and the service's own ZIP data: public, limited per client address with
 * the account-creation calls.
 */
export const accountToolsRoutes: FastifyPluginAsync<{
  config: PortalConfig;
  limiter: RateLimiter;
}> = async (app, { config, limiter }) => {
  const rules = accountRateRules(config.rateLimits);
  async function refusedByLimit(request: FastifyRequest, reply: FastifyReply) {
    const decision = await limiter.hit(rules.accountCreationPerAddress, request.ip);
    return decision.allowed ? undefined : answerTooManyRequests(reply, decision);
  }

  registerEndpoint(app, endpoints.agencyLookUp, async ({ request, reply, body }) => {
    const refused = await refusedByLimit(request, reply);
    if (refused) return refused;
    const agency = accountCatalogue().agencyByCode.get(body.strAgencyCode);
    if (!agency) {
      return envelope(returnCodes.notFound, { strMessage: formatMessage('agencyCodeNotFound') });
    }
    return envelope(returnCodes.success, { objAgency: wireAgency(agency) });
  });

  registerEndpoint(app, endpoints.agencySearch, async ({ request, reply, body }) => {
    const refused = await refusedByLimit(request, reply);
    if (refused) return refused;
    return envelope(returnCodes.success, {
      liAgencies: searchAgencies(body.strSearchText).map(wireAgency),
    });
  });

  registerEndpoint(app, endpoints.fetchAnnuityAgencyLists, async ({ request, reply }) => {
    const refused = await refusedByLimit(request, reply);
    if (refused) return refused;
    return envelope(returnCodes.success, {
      liAgencies: accountCatalogue()
        .agencies.filter((agency) => agency.kind === 'annuity')
        .map(wireAgency),
    });
  });

  registerEndpoint(app, endpoints.fetchEmployeeList, async ({ request, reply, body }) => {
    const refused = await refusedByLimit(request, reply);
    if (refused) return refused;
    return envelope(returnCodes.success, {
      liEmployeeKinds: enrollingAsByProductLine[body.strProductNm].map((code) => ({
        strCode: code,
        strLabel: enrollingAs[code],
        strAgencyKind: agencyKindOf(code),
        strBranchOfService: needsBranchOfService(code) ? ('Y' as const) : ('N' as const),
      })),
    });
  });

  registerEndpoint(app, endpoints.validateZipCode, async ({ request, reply, body }) => {
    const refused = await refusedByLimit(request, reply);
    if (refused) return refused;
    const check = checkZipAndState(body.strZip, body.strState);
    return envelope(returnCodes.success, {
      strZipStatus: check.status,
      liCandidates: check.candidates,
    });
  });
};
