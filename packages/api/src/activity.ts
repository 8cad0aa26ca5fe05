/** @portal/api/activity: the member's activity log. */
export {
  type ActivityEntry,
  activityEntrySchema,
  type FetchActivityLogRequest,
  type FetchActivityLogResponse,
  fetchActivityLogEndpoint,
  fetchActivityLogPath,
  fetchActivityLogRequestSchema,
  fetchActivityLogResponseSchema,
} from './contracts/activity-contracts.js';
