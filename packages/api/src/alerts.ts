/** @portal/api/alerts: the member's alerts (manageMyAlerts). */
export {
  type Alert,
  alertSchema,
  type ManageMyAlertsRequest,
  type ManageMyAlertsResponse,
  manageMyAlertsEndpoint,
  manageMyAlertsPath,
  manageMyAlertsRequestSchema,
  manageMyAlertsResponseSchema,
} from './contracts/alert-contracts.js';
