import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client/api-client.js';
import { ApiError } from '../client/api-error.js';
import { downloadDeclarations } from './declarations-download.js';
import { checkDependent } from './enrollment-family.js';
import { outcomeOf, type Refusal } from './enrollment-outcome.js';
import { submitEnrollment } from './enrollment-submit.js';
import { clientAnsweringByPath, envelope, failingClient } from './testing/fake-client.js';

const dual = "This person is already enrolled under another person's plan.";

/** An envelope typed as the enrollment answers are. */
function answer(returnCode: number, object: Refusal | null) {
  return envelope(returnCode, object) as { returnCode: number; strReturnObject: Refusal | null };
}

describe('the enrollment outcomes', () => {
  it('reads 200, 300, 203, 404 and the rest', () => {
    expect(outcomeOf(answer(200, { strMessage: 'saved' }))).toEqual({
      kind: 'ok',
      value: { strMessage: 'saved' },
    });
    expect(
      outcomeOf(
        answer(300, {
          objFieldErrors: { hireDate: 'dateOutsideEnrollmentWindow' },
          strMessage: 'm',
        }),
      ),
    ).toMatchObject({
      kind: 'refused',
      fieldErrors: { hireDate: 'dateOutsideEnrollmentWindow' },
      message: 'm',
    });
    expect(outcomeOf(answer(203, { strMessage: dual }))).toMatchObject({
      kind: 'dualEnrollment',
      message: dual,
    });
    expect(outcomeOf(answer(404, null))).toEqual({ kind: 'notFound' });
    expect(outcomeOf(answer(500, null))).toEqual({ kind: 'unavailable', returnCode: 500 });
  });

  it('makes a call without an envelope unavailable, never a throw', async () => {
    await expect(submitEnrollment(failingClient(), '7100000001', 'LAW')).resolves.toEqual({
      kind: 'unavailable',
      returnCode: null,
    });
  });
});

describe('checkDependent', () => {
  it("stops at the family member's own rules before checking the file", async () => {
    const { client, call } = clientAnsweringByPath({
      '/validateFEHBDependentInfo': envelope(300, {
        objFieldErrors: { dateOfBirth: 'spouseUnder16' },
      }),
      '/validateDependentDetails': envelope(200, {}),
    });
    const outcome = await checkDependent(client, '7100000001', {
      strProgId: 'LAW',
      objDependent: {
        strRelationship: 'S',
        strFirst_Nm: 'Ana',
        strLast_Nm: 'Rivera',
        dtDOB: '2012-01-01',
        strGender: 'F',
      },
    });
    expect(outcome).toMatchObject({
      kind: 'refused',
      fieldErrors: { dateOfBirth: 'spouseUnder16' },
    });
    expect(call).toHaveBeenCalledTimes(1);
  });
});

describe('downloadDeclarations', () => {
  const id = '0b6f1c9e-2f0a-4c55-9d43-2f1b7f3f4a10';

  function clientWith(download: (path: string) => Promise<Blob>, returnCode = 200) {
    const { client } = clientAnsweringByPath({
      '/downloadDeclarations': envelope(returnCode, {
        strDocumentId: id,
        strFileNm: 'declarations-LAW-1.pdf',
        strPath: `/downloadPDF/${id}`,
        strMediaType: 'application/pdf',
      }),
    });
    return Object.assign(client, { download: vi.fn(download) }) as ApiClient & {
      download: ReturnType<typeof vi.fn>;
    };
  }

  it('fetches the PDF named by the answer', async () => {
    const client = clientWith(async () => new Blob(['%PDF']));
    const result = await downloadDeclarations(client, '7100000001', id);
    expect(result).toMatchObject({ kind: 'downloaded', fileName: 'declarations-LAW-1.pdf' });
    expect(client.download).toHaveBeenCalledWith(`/downloadPDF/${id}`);
  });

  it("reads another member's enrollment or PDF as notFound", async () => {
    expect(
      await downloadDeclarations(
        clientWith(async () => new Blob()),
        'x',
        id,
      ).then((r) => r.kind),
    ).toBe('downloaded');
    const refused = clientWith(async () => {
      throw new ApiError(404, 'Not Found');
    });
    expect(await downloadDeclarations(refused, '7100000001', id)).toEqual({ kind: 'notFound' });
    const notMine = clientWith(async () => new Blob(), 404);
    expect(await downloadDeclarations(notMine, '7100000001', id)).toEqual({ kind: 'notFound' });
  });
});
