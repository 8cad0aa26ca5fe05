/** @portal/api/openapi: writes the OpenAPI document from the contracts (the service uses it; browsers never load it). */
export {
  createOpenApiDocument,
  envelopeProtocolUrl,
  type OpenApiDocument,
} from './openapi/openapi-document.js';
