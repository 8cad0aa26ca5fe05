import type { ProductFlag } from '@portal/forms/code-lists';
import type { FastifyRequest } from 'fastify';
import type { PortalConfig } from '../config.js';

export type EditionForRequest = (request: FastifyRequest) => ProductFlag;

/**
 * One server answers both editions; the port a request arrived on tells which (architecture
 * section 3). A request on any other port (a test's inject has none) gets the federal edition.
 */
export function editionByListeningPort(config: PortalConfig): EditionForRequest {
  return (request) => (request.socket.localPort === config.editions.MP.port ? 'MP' : 'MFB');
}
