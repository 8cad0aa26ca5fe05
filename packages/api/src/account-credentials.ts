/**
 * @portal/api/account-credentials: the credentials step and the creation of the account. Its own
 * entry because the new-password rule loads the common-password list (issue 19).
 */
export {
  type CreateUserAccountRequest,
  type CreateUserAccountResponse,
  createUserAccountEndpoint,
  createUserAccountPath,
  createUserAccountRequestSchema,
  createUserAccountResponseSchema,
  retrieveHintQuestionsEndpoint,
  retrieveHintQuestionsPath,
  type UserIdAvailabilityRequest,
  userIDAvailabilityFEHBEndpoint,
  userIdAvailabilityPath,
} from './contracts/account-credentials-contracts.js';
