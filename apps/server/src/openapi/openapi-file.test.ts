import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openApiFilePath, openApiFileText } from './openapi-file.js';

describe('apps/server/openapi.json', () => {
  it('is what `npm run openapi -w @portal/server` writes from the current contracts', async () => {
    const committed = await readFile(openApiFilePath, 'utf8').catch(() => '(missing)');
    expect(
      committed === openApiFileText(),
      'apps/server/openapi.json is out of date: run `npm run openapi -w @portal/server`',
    ).toBe(true);
  });
});
