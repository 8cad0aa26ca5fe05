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
import {
  contactUsPath,
  contactUsRequestSchema,
  contactUsResponseSchema,
} from './contracts/contact-contract.js';
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
  searchAutocompletePath,
  searchAutocompleteRequestSchema,
  searchAutocompleteResponseSchema,
  siteSearchPath,
  siteSearchRequestSchema,
  siteSearchResponseSchema,
} from './contracts/search-contracts.js';
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
import {
  generate2FACodePath,
  generate2FACodeRequestSchema,
  generate2FACodeResponseSchema,
  validate2FACodePath,
  validate2FACodeRequestSchema,
  validate2FACodeResponseSchema,
} from './contracts/two-step-contracts.js';

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
      'cookie. Wrong password and unknown user id answer alike, in body and in time (returnCode ' +
      '404); a locked account answers 4740 with forwardCode 5; an account of the other edition ' +
      'answers 404 with forwardCode 44 and where to sign in. A member with two-step verification ' +
      'gets forwardCode 10, no token, `objTwoStep` (masked contact methods) and the pending ' +
      'sign-in cookie for generate2FACode and validate2FACode. Consecutive failures lock the ' +
      'account (LOCKOUT_THRESHOLD, 10). Rate limited per address and per user id.',
  },
  generate2FACode: {
    path: generate2FACodePath,
    request: generate2FACodeRequestSchema,
    response: generate2FACodeResponseSchema,
    withCredentials: true,
    summary: 'Send a one-time code (two-step verification)',
    description:
      'Needs the pending sign-in cookie of a login answered with forwardCode 10. Sends a new ' +
      '6-digit code by email (E) or text message (S) to the contact on file, never to an address ' +
      'in the request; the code sent before stops working. Answers where it went, masked, and ' +
      'how long it works (10 minutes). 401 when the pending sign-in is missing or over (log in ' +
      'again), 4740 when the account is locked, 429 when too many codes were asked for, 503 ' +
      'when the message could not be sent.',
  },
  validate2FACode: {
    path: validate2FACodePath,
    request: validate2FACodeRequestSchema,
    response: validate2FACodeResponseSchema,
    withCredentials: true,
    summary: 'Check a one-time code and open the session',
    description:
      'Needs the pending sign-in cookie. The right code, once, within its lifetime, answers like ' +
      'a successful sign-in (returnCode 200, forwardCode 31, token, refresh cookie, user object) ' +
      'with the redirectURL to go to, and ends the pending sign-in. A refused code answers 300 ' +
      'with strCodeStatus invalid, expired or tooManyAttempts (3 tries per code, then a new code ' +
      'is needed). Each wrong code counts as a failed sign-in: the account locks at the same ' +
      'threshold (4740, forwardCode 5). 401 when the pending sign-in is missing or over.',
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
  searchAutocomplete: {
    path: searchAutocompletePath,
    method: 'GET',
    request: searchAutocompleteRequestSchema,
    response: searchAutocompleteResponseSchema,
    encrypted: false,
    summary: 'Search suggestions as the member types',
    description:
      'GET with the typed words in the query string (`?text=`). Answers up to 8 titles of the ' +
      "best matching pages and questions of this edition's site. Needs no sign-in; exempt from " +
      'the encryption envelope (spec section 7: the search service). Text that is empty or longer ' +
      'than 100 characters answers 400.',
  },
  siteSearch: {
    path: siteSearchPath,
    request: siteSearchRequestSchema,
    response: siteSearchResponseSchema,
    encrypted: false,
    summary: 'Search the public site',
    description:
      "Searches this edition's public content (its pages, the FAQs, the plan comparison and the " +
      'privacy notice) with the site search request of spec section 3, and answers one page of ' +
      'results (title, link, category, snippet), the total, and on request the Category facet ' +
      'counts and related searches. Needs no sign-in; exempt from the encryption envelope.',
  },
  portalContactUsSendMail: {
    path: contactUsPath,
    request: contactUsRequestSchema,
    response: contactUsResponseSchema,
    summary: 'Send a message to support (contact us)',
    description:
      'For visitors and members alike: with a bearer token the message is filed under the ' +
      "signed-in member. The fields follow the contact form's rules (a 400 names the fields at " +
      'fault). The message is stored, then emailed to support and acknowledged to the sender ' +
      '(returnCode 200 with a reference). When support cannot be emailed now the message stays ' +
      "stored and the answer is HTTP 503, returnCode 503, with the spec's service-unavailable " +
      'message. Rate limited per client address (HTTP 429).',
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
