import { returnCodes } from '@portal/api/protocol';
import type { Database } from '../db/create-database.js';
import { envelope } from '../platform/envelope.js';
import { isReauthenticated } from './reauthentication.js';

/** The answer to a change sent outside the window: confirm it's you, then send it again. */
export const reauthRequiredAnswer = () =>
  envelope(returnCodes.badRequest, { strReauthRequired: 'Y' as const });

/**
 * Whether the session confirmed it's the member within the window (issue 22): email, phone,
 * address and two-step changes call it before they change anything.
 */
export function sessionConfirmed(db: Database, sessionId: string): Promise<boolean> {
  return isReauthenticated(db, sessionId, new Date());
}
