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
