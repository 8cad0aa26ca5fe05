import { loginPath, loginRequestSchema, loginResponseSchema } from './contracts/login-contract.js';
import {
  logoutPath,
  logoutRequestSchema,
  logoutResponseSchema,
} from './contracts/logout-contract.js';

/** Every endpoint the portal calls, as path + request schema + response schema. */
export const endpoints = {
  login: { path: loginPath, request: loginRequestSchema, response: loginResponseSchema },
  logout: { path: logoutPath, request: logoutRequestSchema, response: logoutResponseSchema },
} as const;
