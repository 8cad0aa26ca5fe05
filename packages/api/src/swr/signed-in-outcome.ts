import type { ProfileCompletion, SessionSettings } from '../contracts/signed-in-schemas.js';
import type { User } from '../contracts/user-schema.js';

/**
 * A member signed in, with what the app session keeps beside the user (spec section 3): the
 * outcome of every call that can finish a sign-in (the security question, the two-step code).
 */
export type SignedInOutcome = {
  kind: 'signedIn';
  user: User;
  settings: SessionSettings | null;
  profileCompletion: ProfileCompletion | null;
  /**
   * The answer's forward code: 31 showdashboard, or the login code of what the member must
   * complete first (18, 22, 23, 29, 30), whose step the portal opens; null when there is none.
   */
  forwardCode: number | null;
};

/** The return object's fields beside `objuservo`; the service may leave either out. */
type SignedInExtras = {
  objSessionSettings?: SessionSettings | undefined;
  objProfileCompletion?: ProfileCompletion | undefined;
};

/**
 * The outcome of an answer that signed `user` in: its settings, profile completion and forward
 * code, each null when left out.
 */
export function signedInOutcome(
  user: User,
  result: SignedInExtras,
  forwardCode: number | null | undefined,
): SignedInOutcome {
  return {
    kind: 'signedIn',
    user,
    settings: result.objSessionSettings ?? null,
    profileCompletion: result.objProfileCompletion ?? null,
    forwardCode: forwardCode ?? null,
  };
}
