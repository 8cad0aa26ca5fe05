import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints.js';
import { createOpenApiDocument } from './openapi-document.js';

describe('createOpenApiDocument', () => {
  const document = createOpenApiDocument();

  it('is OpenAPI 3.1 with one operation per endpoint, schemas from the contracts', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([expect.objectContaining({ url: '/api/v1/ep' })]);
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const method = ('method' in endpoint ? endpoint.method : 'POST').toLowerCase();
      const operation = document.paths[endpoint.path]?.[method] as Record<string, unknown>;
      expect(operation, name).toMatchObject({ operationId: name, summary: endpoint.summary });
      expect(operation['x-encrypted']).toBe(!('encrypted' in endpoint) || endpoint.encrypted);
    }
    const schemas = document.components.schemas as Record<string, Record<string, unknown>>;
    expect(schemas.FetchUserBankDetailsRequest).toMatchObject({
      type: 'object',
      required: ['strMember_Id', 'dtEffDate'],
      additionalProperties: false,
    });
    for (const schema of Object.values(schemas)) expect(schema).not.toHaveProperty('$schema');
  });

  it('states the envelope, the encryption, the bearer scheme, the codes and the time zone', () => {
    const text = document.info.description;
    for (const phrase of [
      '{ returnCode, forwardCode, strServerDate, strReturnObject }',
      'AES-256-GCM',
      'RSA-OAEP',
      '`4740`',
      '`429`',
      'US Eastern time (America/New_York)',
      'No text field accepts a control character',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(document.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      refreshCookie: { type: 'apiKey', in: 'cookie', name: 'portal_refresh' },
      accountDraftCookie: { type: 'apiKey', in: 'cookie', name: 'portal_account_draft' },
    });
    const save = document.paths['/acctCreate/intermediateProfileSave']?.post as {
      security: unknown;
    };
    expect(save.security).toEqual([{}, { accountDraftCookie: [] }]);
  });

  it('is deterministic, so a committed copy can be compared', () => {
    expect(JSON.stringify(createOpenApiDocument())).toBe(JSON.stringify(document));
  });
});
