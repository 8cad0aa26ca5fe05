import { type AccountDraft, useDiscardAccountDraft } from '@portal/api/swr';
import { EASTERN_TIME_ZONE } from '@portal/forms/dates';
import { Button, NotificationBanner, Stack } from '@portal/ui';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../session/session-store.js';
import { getStartedCopy as copy } from './account-creation-copy.js';
import { useAccountCreationFlow } from './account-creation-flow.js';
import { flowPaths, pageAfterSave, stepLabelOf } from './account-creation-steps.js';

/** '24 December 2026', in the service's time zone. */
const untilDate = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: EASTERN_TIME_ZONE,
});

/**
 * Get-started's offer to a visitor with an application in progress: Continue your application
 * (to the step it stopped at, everything typed restored) or Start again (deletes the draft, the
 * form empties). Saved drafts live 30 days from the last save; the date says until when.
 */
export function ResumePanel({
  draft,
  onStartedAgain,
}: {
  draft: AccountDraft;
  onStartedAgain: () => void;
}) {
  const navigate = useNavigate();
  const { refreshDraft, credentials, setCredentials } = useAccountCreationFlow();
  const discard = useDiscardAccountDraft();
  const next = pageAfterSave(draft.strNextStep, credentials !== null);
  const until = untilDate.format(new Date(draft.dtDraftExpires));

  async function startAgain() {
    await discard.trigger();
    setCredentials(null);
    sessionStore.setAccountCreationStarted(false);
    onStartedAgain();
    await refreshDraft();
  }

  return (
    <NotificationBanner title={copy.resumeHeading}>
      <p>{copy.resumeBody(stepLabelOf(next), until)}</p>
      {/* A row that wraps, as the kit's Inline, which is grouped with the served content. */}
      <Stack direction="row" wrap align="center" gap={3}>
        <Button type="button" onClick={() => navigate(flowPaths[next])}>
          {copy.resumeContinue}
        </Button>
        <Button type="button" variant="secondary" busy={discard.isMutating} onClick={startAgain}>
          {copy.resumeStartAgain}
        </Button>
      </Stack>
    </NotificationBanner>
  );
}
