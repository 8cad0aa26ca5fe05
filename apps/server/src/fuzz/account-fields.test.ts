import { addressVoSchema } from '@portal/api/account-creation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkZipAndState } from '../accounts/zip-check.js';
import { knownPlaces, relatedFields } from './account-fields.js';

describe("the harness's account-creation values", () => {
  it("sends each ZIP with the city and state the service's ZIP data gives it", () => {
    for (const place of knownPlaces) {
      expect(checkZipAndState(place.zip, place.state).status, place.zip).toBe('MATCH');
    }
  });

  it('ties an address, an email and a new password to what must agree with them', () => {
    const address = {
      strAddress_Line1: '1 Main St',
      strCity: 'Nowhere',
      strState: 'AK',
      strZip: '00000',
    };
    const edit = relatedFields(Object.keys(addressVoSchema.shape));
    if (!edit) throw new Error('no edit for an address');
    for (const change of fc.sample(edit, { seed: 1, numRuns: 20 })) {
      const tied = addressVoSchema.parse(change(address));
      expect(checkZipAndState(tied.strZip, tied.strState).status).toBe('MATCH');
      expect(knownPlaces.find(({ zip }) => tied.strZip.startsWith(zip))?.city).toBe(tied.strCity);
    }
    const emails = relatedFields(['strWork_Email', 'strConfirmWork_Email']);
    const [confirm] = fc.sample(emails ?? fc.constant(() => ({})), { seed: 1, numRuns: 1 });
    expect(
      confirm?.({ strWork_Email: 'a@example.org', strConfirmWork_Email: 'b@example.org' }),
    ).toEqual({ strWork_Email: 'a@example.org', strConfirmWork_Email: 'a@example.org' });
  });
});
