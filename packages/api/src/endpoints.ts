import {
  editPortalSecurityCredentialsPath,
  editPortalSecurityCredentialsRequestSchema,
  editPortalSecurityCredentialsResponseSchema,
  findYourAccountPath,
  findYourAccountRequestSchema,
  findYourAccountResponseSchema,
  sendTemporaryPasswordLinkPath,
  sendTemporaryPasswordLinkRequestSchema,
  sendTemporaryPasswordLinkResponseSchema,
  validateTokenPath,
  validateTokenRequestSchema,
  validateTokenResponseSchema,
} from './contracts/account-recovery-contracts.js';
import {
  fetchUserBankDetailsPath,
  fetchUserBankDetailsRequestSchema,
  fetchUserBankDetailsResponseSchema,
  updateUserBankDetailsPath,
  updateUserBankDetailsRequestSchema,
  updateUserBankDetailsResponseSchema,
} from './contracts/bank-contracts.js';
import type { Endpoint } from './contracts/endpoint.js';
import { loginPath, loginRequestSchema, loginResponseSchema } from './contracts/login-contract.js';
import {
  logoutPath,
  logoutRequestSchema,
  logoutResponseSchema,
} from './contracts/logout-contract.js';
import {
  publicKeyPath,
  publicKeyRequestSchema,
  publicKeyResponseSchema,
} from './contracts/public-key-contract.js';
import {
  refreshTokenPath,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
} from './contracts/refresh-token-contract.js';
import {
  confirmSecurityAnswerPath,
  confirmSecurityAnswerRequestSchema,
  confirmSecurityAnswerResponseSchema,
  getSecurityQuestionPath,
  getSecurityQuestionRequestSchema,
  getSecurityQuestionResponseSchema,
} from './contracts/security-question-contracts.js';
import {
  fetchSecuritySettingsPath,
  fetchSecuritySettingsRequestSchema,
  fetchSecuritySettingsResponseSchema,
  resetSecurityQuestionsFedPointPath,
  resetSecurityQuestionsFedPointRequestSchema,
  securitySettingsChangeResponseSchema,
  updateTwoStepSettingsPath,
  updateTwoStepSettingsRequestSchema,
} from './contracts/security-settings-contracts.js';

/**
 * Every endpoint the portal calls: path, contracts and how it travels. Encrypted unless it says
 * `encrypted: false`. `satisfies` keeps each entry's own schema types for `client.call`.
 */
export const endpoints = {
  login: {
    path: loginPath,
    request: loginRequestSchema,
    response: loginResponseSchema,
    withCredentials: true,
    summary: 'Sign in',
    description:
      'Checks the user id and password. On success (returnCode 200, forwardCode 31) the answer ' +
      'carries `Authorization: Bearer <token>` and `Token-Expires-At`, and sets the refresh ' +
      'cookie. Wrong password and unknown user id answer alike (returnCode 404); a locked account ' +
      'answers 4740 with forwardCode 5; an account of the other edition answers 404 with ' +
      'forwardCode 44 and where to sign in; two-step verification stops at forwardCode 10. ' +
      'Rate limited per address and per user id.',
  },
  logout: {
    path: logoutPath,
    request: logoutRequestSchema,
    response: logoutResponseSchema,
    authenticated: true,
    withCredentials: true,
    summary: 'Sign out',
    description:
      'Revokes the session of the bearer token (the token then answers 401) and clears the ' +
      'refresh cookie. The spec lists no logout path; this one sits beside the other sign-in calls.',
  },
  refreshToken: {
    path: refreshTokenPath,
    request: refreshTokenRequestSchema,
    response: refreshTokenResponseSchema,
    authenticated: true,
    withCredentials: true,
    summary: 'Refresh the bearer token',
    description:
      'Empty body. Needs the bearer token and the refresh cookie of the same session. Answers a ' +
      'new bearer token (Authorization, Token-Expires-At) and a new refresh cookie; the old ' +
      'cookie is refused from then on, the old token works for one more minute. The client calls ' +
      'it 10 minutes after each token it receives (spec section 9).',
  },
  publicKey: {
    path: publicKeyPath,
    method: 'GET',
    request: publicKeyRequestSchema,
    response: publicKeyResponseSchema,
    encrypted: false,
    summary: 'The public key of the encryption envelope',
    description:
      "The RSA-OAEP-256 public key (JWK) that wraps each request's one-time AES-256-GCM key. " +
      'Not encrypted and needs no sign-in. The client fetches it once.',
  },
  fetchUserBankDetails: {
    path: fetchUserBankDetailsPath,
    request: fetchUserBankDetailsRequestSchema,
    response: fetchUserBankDetailsResponseSchema,
    authenticated: true,
    summary: "The signed-in member's banks",
    description:
      'Lists the banks on file of the signed-in member (deleted ones left out), account and ' +
      'routing numbers masked to their last four digits. A strMember_Id other than the signed-in ' +
      "member's answers 404.",
  },
  updateUserBankDetails: {
    path: updateUserBankDetailsPath,
    request: updateUserBankDetailsRequestSchema,
    response: updateUserBankDetailsResponseSchema,
    authenticated: true,
    summary: 'Delete a bank (strStatus_CD I)',
    description:
      'Deletes (softly: status I) a bank of the signed-in member and writes an audit row in the ' +
      'same transaction. A bank in use (E) or pending use (FE) for a plan, or not flagged for ' +
      'delete, is refused with returnCode 300 and a message. A bank id of another member, an ' +
      'unknown or an already deleted one answers 404, and so does another strMember_Id.',
  },
  findYourAccount: {
    path: findYourAccountPath,
    request: findYourAccountRequestSchema,
    response: findYourAccountResponseSchema,
    summary: 'Find an account by last name, SSN and date of birth',
    description:
      'Looks up the account of this edition whose last name, SSN and date of birth all match. ' +
      'Found: returnCode 200 with the username, the contact methods (masked; flagged ones marked ' +
      'invalid) and a locate token good for 15 minutes. Anything else answers returnCode 404 with ' +
      "the spec's message, the same whichever fact was wrong. Rate limited per address and per " +
      'last name and date of birth.',
  },
  sendTemporaryPasswordLink: {
    path: sendTemporaryPasswordLinkPath,
    request: sendTemporaryPasswordLinkRequestSchema,
    response: sendTemporaryPasswordLinkResponseSchema,
    summary: 'Send a temporary-password link to a located account',
    description:
      'Sends the account found with the locate token a link by email (E) or text message (S): ' +
      '`/profile_reset/<token>?method=<E|S>` on its edition, good once, for 30 minutes by ' +
      'default; it replaces any link sent before. Ours: the spec shows no path for this call.',
  },
  validateToken: {
    path: validateTokenPath,
    request: validateTokenRequestSchema,
    response: validateTokenResponseSchema,
    summary: 'Check a temporary-password link',
    description:
      'Tells whether the link of token_Id and method still works (VALID), is out of date, used ' +
      'or replaced (EXPIRED), or is not known (NOT_FOUND). Does not use the link up.',
  },
  editPortalSecurityCredentials: {
    path: editPortalSecurityCredentialsPath,
    request: editPortalSecurityCredentialsRequestSchema,
    response: editPortalSecurityCredentialsResponseSchema,
    summary: 'Save a password from a link, or change the signed-in password',
    description:
      "With token_Id and method: saves the new password of the link's member (and the security " +
      'questions, required when none are set), uses the link up, unlocks the account and ends ' +
      "all its sessions. With strMember_Id: changes the signed-in member's password given the " +
      "current one, and ends the member's other sessions. Either way a password of the last five " +
      'is refused (returnCode 300, objFieldErrors.newPassword passwordReused) and a notice goes ' +
      "to the member's email.",
  },
  getSecurityQuestion: {
    path: getSecurityQuestionPath,
    request: getSecurityQuestionRequestSchema,
    response: getSecurityQuestionResponseSchema,
    withCredentials: true,
    summary: 'The security question of a pending sign-in',
    description:
      'After a sign-in answered forwardCode 1 (securityCheck), returns the question to answer. ' +
      'Reads the security-check cookie that sign-in set; without a live one, returnCode 401.',
  },
  confirmSecurityAnswer: {
    path: confirmSecurityAnswerPath,
    request: confirmSecurityAnswerRequestSchema,
    response: confirmSecurityAnswerResponseSchema,
    withCredentials: true,
    summary: 'Answer the security question and finish signing in',
    description:
      'Right: signs the member in like a login success (token headers, refresh cookie, ' +
      'forwardCode 31). Wrong: returnCode 300 and another question. The third wrong answer ' +
      'locks the account (4740, forwardCode 5, strLockType secureAccount).',
  },
  fetchSecuritySettings: {
    path: fetchSecuritySettingsPath,
    request: fetchSecuritySettingsRequestSchema,
    response: fetchSecuritySettingsResponseSchema,
    authenticated: true,
    summary: "The signed-in member's security settings",
    description:
      'Two-step verification (on or off, and the method), the ids of the security questions ' +
      'set, and the contact methods with those flagged invalid. Ours: the spec shows no such call.',
  },
  resetSecurityQuestionsFedPoint: {
    path: resetSecurityQuestionsFedPointPath,
    request: resetSecurityQuestionsFedPointRequestSchema,
    response: securitySettingsChangeResponseSchema,
    authenticated: true,
    summary: 'Replace the security questions',
    description:
      'Needs the current password. Replaces the three questions and answers, writes an audit ' +
      "row and sends a notice to the member's email.",
  },
  updateTwoStepSettings: {
    path: updateTwoStepSettingsPath,
    request: updateTwoStepSettingsRequestSchema,
    response: securitySettingsChangeResponseSchema,
    authenticated: true,
    summary: 'Turn two-step verification on or off and choose its method',
    description:
      'Codes by text message (S) need a mobile phone on the profile. Writes an audit row and ' +
      "sends a notice to the member's email. Ours: the spec shows no path for this call.",
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
