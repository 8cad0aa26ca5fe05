import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';

export interface TwoStepPreference {
  enabled: boolean;
  method: 'E' | 'S';
}

/** Whether the member's two-step settings already are these: saving them changes nothing. */
export function hasTwoStepPreference(member: Member, wanted: TwoStepPreference): boolean {
  return (
    Number(member.two_factor_enabled) === (wanted.enabled ? 1 : 0) &&
    member.two_factor_pref === wanted.method
  );
}

/**
 * Saves the two-step settings only while they are still what `member` holds (as read before the
 * change was checked); false, with nothing written, when another change got there first. On
 * PostgreSQL the update waits for a concurrent change's commit and then finds the new values;
 * SQLite runs one at a time. Pass the transaction of the change.
 */
export async function saveTwoStepPreferenceIfUnchanged(
  db: Database,
  member: Member,
  wanted: TwoStepPreference,
): Promise<boolean> {
  let update = db
    .updateTable('members')
    .set({ two_factor_enabled: wanted.enabled ? 1 : 0, two_factor_pref: wanted.method })
    .where('member_id', '=', member.member_id)
    .where('two_factor_enabled', '=', member.two_factor_enabled);
  update =
    member.two_factor_pref === null
      ? update.where('two_factor_pref', 'is', null)
      : update.where('two_factor_pref', '=', member.two_factor_pref);
  const saved = await update.executeTakeFirst();
  return Number(saved.numUpdatedRows) === 1;
}
