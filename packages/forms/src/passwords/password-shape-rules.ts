import { NEW_PASSWORD_MAX_LENGTH, NEW_PASSWORD_MIN_LENGTH } from '../limits.js';

/*
 * The new-password rules that need no list: apart from password-rules.ts, which imports the
 * common-password list, so a form can check these without bundling the list
 * (schemas/new-password-field-on-demand.ts).
 */

/** 12 to 20 characters (counted as the browser's maxlength counts them, in UTF-16 units). */
export function isNewPasswordLength(password: string): boolean {
  return password.length >= NEW_PASSWORD_MIN_LENGTH && password.length <= NEW_PASSWORD_MAX_LENGTH;
}

/** The password is the username, ignoring case (spaces around a username are not part of it). */
export function isPasswordTheUsername(password: string, username: string | undefined): boolean {
  const name = username?.trim().toLowerCase() ?? '';
  return name.length > 0 && password.toLowerCase() === name;
}
