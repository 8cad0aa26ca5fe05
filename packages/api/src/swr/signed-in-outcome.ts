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
};

/** The return object's fields beside `objuservo`; the service may leave either out. */
type SignedInExtras = {
  objSessionSettings?: SessionSettings | undefined;
  objProfileCompletion?: ProfileCompletion | undefined;
};

/** The outcome of an answer that signed `user` in: its settings and profile completion, or null. */
export function signedInOutcome(user: User, result: SignedInExtras): SignedInOutcome {
  return {
    kind: 'signedIn',
    user,
    settings: result.objSessionSettings ?? null,
    profileCompletion: result.objProfileCompletion ?? null,
  };
}
