/**
 * `npm run openapi -w @portal/server`: writes apps/server/openapi.json from the contracts of
 * @portal/api. openapi-file.test.ts fails while the committed file differs from what this writes.
 */
import { writeFile } from 'node:fs/promises';
import { openApiFilePath, openApiFileText } from './openapi-file.js';

await writeFile(openApiFilePath, openApiFileText());
console.log(`wrote ${openApiFilePath}`);
