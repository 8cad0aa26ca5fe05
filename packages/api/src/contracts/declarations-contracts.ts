import { z } from 'zod/mini';
import type { Endpoint } from './endpoint.js';
import { envelopeSchema } from './envelope.js';
import { memberIdSchema } from './plan-schemas.js';
import { recordIdSchema } from './record-id.js';

/*
 * An enrollment's declarations (issue 21; spec section 7 /downloadDeclarations, GET
 * /downloadPDF/{id}): where to download the tagged PDF, then the PDF itself with the bearer token.
 * A module of its own, apart from submitting, because the dashboards download declarations too
 * and should not load the enrollment flow's contracts to do it.
 */

export const downloadDeclarationsPath = '/downloadDeclarations';
/** GET, with the bearer token; not in the envelope (spec section 7: PDFs are not encrypted). */
export const downloadPdfPathTemplate = '/downloadPDF/{id}';

/** The path of a declarations PDF under /api/v1/ep, for the client's `download`. */
export function downloadPdfPathOf(documentId: string): string {
  return `/downloadPDF/${encodeURIComponent(documentId)}`;
}

/** One of the member's enrollments, by its id (the confirmation reads it the same way). */
export const downloadDeclarationsRequestSchema = z.strictObject({
  strMember_Id: memberIdSchema,
  strEnrollmentId: recordIdSchema,
});

/** POST /downloadDeclarations: where to GET the declarations PDF of one of the member's enrollments. */
export const downloadDeclarationsResponseSchema = envelopeSchema(
  z.object({
    strDocumentId: recordIdSchema,
    strFileNm: z.string().check(z.describe("'declarations-<policy number>.pdf'")),
    strPath: z.string().check(z.describe('/downloadPDF/{id} under /api/v1/ep')),
    strMediaType: z.literal('application/pdf'),
  }),
);

export type DownloadDeclarationsRequest = z.input<typeof downloadDeclarationsRequestSchema>;
export type DownloadDeclarationsResponse = z.infer<typeof downloadDeclarationsResponseSchema>;

/** Every call about one of the member's enrollments by its id says so. */
export const enrollmentByIdScope =
  "Another strMember_Id or another member's enrollment answers 404.";

export const downloadDeclarationsEndpoint = {
  path: downloadDeclarationsPath,
  request: downloadDeclarationsRequestSchema,
  response: downloadDeclarationsResponseSchema,
  authenticated: true,
  summary: 'Where to download the declarations PDF of an enrollment',
  description: `Then GET /downloadPDF/{id} with the bearer token answers the tagged PDF (application/pdf, not encrypted); another member's id answers 404 there too. ${enrollmentByIdScope}`,
} as const satisfies Endpoint;
