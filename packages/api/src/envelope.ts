/** @portal/api/envelope: the encryption envelope (WebCrypto), its wire schema and the public key contract. */
export { type Envelope, envelopeSchema, errorEnvelopeSchema } from './contracts/envelope.js';
export {
  type PublicKeyResponse,
  publicJwkSchema,
  publicKeyEndpoint,
  publicKeyPath,
  publicKeyRequestSchema,
  publicKeyResponseSchema,
  publicKeyReturnObjectSchema,
} from './contracts/public-key-contract.js';
export {
  type EncryptedBody,
  EnvelopeError,
  type EnvelopeFreshness,
  envelopeAad,
  envelopeFormat,
  envelopeFreshness,
  exportEnvelopePrivateJwk,
  exportEnvelopePublicJwk,
  generateEnvelopeKeyPair,
  importEnvelopePrivateKey,
  importEnvelopePublicKey,
  isEncryptedBody,
  openAnswer,
  openRequest,
  readStampedRequestBody,
  sealAnswer,
  sealRequest,
  stampRequestBody,
} from './crypto/envelope-crypto.js';
