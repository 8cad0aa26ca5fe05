import { describe, expect, it } from 'vitest';
import type { IntermediateProfileSaveRequest } from '../contracts/account-creation-contracts.js';
import { fetchAccountDraft, saveAccountStep } from './account-creation.js';
import { clientAnswering, failingClient } from './testing/fake-client.js';

const getStarted = {
  strStep: 'GET_STARTED',
  objGetStarted: {
    strEnrollingAs: 'F',
    dtDOB: '1988-02-03',
    strAgencyCode: 'AG',
    strProductNm: 'MFB',
  },
} satisfies IntermediateProfileSaveRequest;

describe('saveAccountStep (intermediateProfileSave)', () => {
  it('saved: goes on to the step the service names', async () => {
    const { client } = clientAnswering(200, { strNextStep: 'PERSONAL_INFO' });
    expect(await saveAccountStep(client, getStarted)).toEqual({
      kind: 'saved',
      nextStep: 'PERSONAL_INFO',
    });
  });

  it('refused: the field errors by form field and the ZIP candidates of each address', async () => {
    const candidate = { strCity: 'Washington', strState: 'DC', strZip: '20001' };
    const { client } = clientAnswering(300, {
      objFieldErrors: { zip: 'zipStateMismatch' },
      liResidenceCandidates: [candidate],
    });
    expect(await saveAccountStep(client, getStarted)).toEqual({
      kind: 'refused',
      fieldErrors: { zip: 'zipStateMismatch' },
      residenceCandidates: [candidate],
      mailingCandidates: [],
      message: null,
      nextStep: null,
    });
  });

  it('no draft (404), too many (429), and no answer at all', async () => {
    expect(await saveAccountStep(clientAnswering(404, {}).client, getStarted)).toEqual({
      kind: 'noDraft',
    });
    expect(await saveAccountStep(clientAnswering(429, {}).client, getStarted)).toEqual({
      kind: 'tooManyRequests',
    });
    expect(await saveAccountStep(failingClient(), getStarted)).toEqual({ kind: 'unavailable' });
  });
});

describe('fetchAccountDraft (continueToAccountCreation)', () => {
  it('is null without a draft, and throws for an answer it cannot use', async () => {
    expect(await fetchAccountDraft(clientAnswering(404, { strMessage: 'none' }).client)).toBeNull();
    await expect(fetchAccountDraft(clientAnswering(500).client)).rejects.toThrow('500');
  });
});
