import { endpoints } from '@portal/api/endpoints';
import { apiBasePath, type Endpoint } from '@portal/api/protocol';
import { z } from 'zod/mini';

/** A JSON Schema node as z.toJSONSchema writes it (draft 2020-12). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  not?: JsonSchema;
  description?: string;
}

/** One endpoint of the table, as the harness attacks it. */
export interface FuzzTarget {
  name: string;
  /** The full path, /api/v1/ep/… */
  url: string;
  method: 'GET' | 'POST';
  authenticated: boolean;
  encrypted: boolean;
  opensSession: boolean;
  /**
   * An account-creation call that reads the draft cookie (/acctCreate/, `withCredentials`): a
   * valid-shaped request carries a visitor's draft of the edition.
   */
  usesDraft: boolean;
  /**
   * A state-changing call the client sends with an Idempotency-Key (one per attempt), read from the
   * contract when it says so (`idempotent: true`).
   */
  idempotent: boolean;
  /** The contract itself: the client-side check of what the harness calls valid-shaped. */
  request: Endpoint['request'];
  /** The contract's input as JSON Schema, the same text the OpenAPI document publishes. */
  schema: JsonSchema;
}

/**
 * Every endpoint of @portal/api's table, read at run time: an endpoint added to the table is
 * fuzzed from the day it exists, with no edit here. Calls to other services (an absolute path)
 * are not ours to attack.
 */
export function fuzzTargets(): FuzzTarget[] {
  return Object.entries(endpoints as Record<string, Endpoint>)
    .filter(([, endpoint]) => endpoint.path.startsWith('/'))
    .map(([name, endpoint]) => ({
      name,
      url: `${apiBasePath}${endpoint.path}`,
      method: endpoint.method ?? 'POST',
      authenticated: endpoint.authenticated === true,
      encrypted: endpoint.encrypted !== false,
      opensSession: endpoint.opensSession === true,
      usesDraft: endpoint.path.startsWith('/acctCreate/') && endpoint.withCredentials === true,
      idempotent: 'idempotent' in endpoint && endpoint.idempotent === true,
      request: endpoint.request,
      schema: z.toJSONSchema(endpoint.request, {
        target: 'draft-2020-12',
        io: 'input',
        unrepresentable: 'any',
      }) as JsonSchema,
    }));
}
