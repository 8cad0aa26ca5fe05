import { fileURLToPath } from 'node:url';
import { createOpenApiDocument, type OpenApiDocument } from '@portal/api/openapi';

/** apps/server/openapi.json: committed, so reviews show every change of the API. */
export const openApiFilePath = fileURLToPath(new URL('../../openapi.json', import.meta.url));

/** The committed file's exact text: two-space JSON and a final newline. */
export function openApiFileText(document: OpenApiDocument = createOpenApiDocument()): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
