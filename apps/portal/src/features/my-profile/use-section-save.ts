import type { ProfileChangeOutcome } from '@portal/api/swr';
import { useState } from 'react';
import { sessionStore } from '../../session/session-store.js';

/** What a section shows after its Save, besides what its fields show. */
export type SectionStatus =
  | { kind: 'idle' }
  | { kind: 'saved' }
  /** The service asks "Confirm it's you" first: the save waits for it, then runs again. */
  | { kind: 'confirming' }
  | { kind: 'refused'; message: string | null }
  | { kind: 'signedOut' }
  | { kind: 'unavailable' };

/** The outcomes every section's save may have (the addresses add the ZIP candidates). */
type SaveOutcome =
  | Exclude<ProfileChangeOutcome, { kind: 'invalid' }>
  | { kind: 'saved' }
  | { kind: 'invalid'; fieldErrors: Record<string, string> };

/**
 * The save flow of one My profile section: sends the change; a rule's refusal goes to the fields
 * (`onInvalid`); strReauthRequired opens "Confirm it's you" and, once confirmed, sends the same
 * change again; a saved profile updates the session's user (the header's red dot follows it).
 * Nothing here resets the form: what the member typed stays on every outcome but saved.
 */
export function useSectionSave<Request, Outcome extends SaveOutcome>(
  save: (request: Request) => Promise<Outcome>,
  onInvalid: (outcome: Extract<Outcome, { kind: 'invalid' }>) => void,
) {
  const [status, setStatus] = useState<SectionStatus>({ kind: 'idle' });
  const [pending, setPending] = useState<Request | null>(null);

  async function run(request: Request) {
    setStatus({ kind: 'idle' });
    const outcome = await save(request);
    switch (outcome.kind) {
      case 'saved':
        if ('profile' in outcome) sessionStore.updateUser(outcome.profile.objuservo);
        setPending(null);
        setStatus({ kind: 'saved' });
        return;
      case 'invalid':
        onInvalid(outcome as Extract<Outcome, { kind: 'invalid' }>);
        return;
      case 'reauthRequired':
        setPending(request);
        setStatus({ kind: 'confirming' });
        return;
      case 'refused':
        setStatus({ kind: 'refused', message: outcome.message });
        return;
      default:
        setStatus({ kind: outcome.kind });
    }
  }

  return {
    status,
    run,
    /** "Confirm it's you" succeeded: the change waiting for it is sent again. */
    async confirmed() {
      if (pending !== null) await run(pending);
    },
    cancelConfirm() {
      setPending(null);
      setStatus({ kind: 'idle' });
    },
    signedOut() {
      setPending(null);
      setStatus({ kind: 'signedOut' });
    },
  };
}

export type SectionSave = ReturnType<typeof useSectionSave>;
