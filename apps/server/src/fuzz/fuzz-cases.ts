import { base64ToBytes, bytesToBase64 } from '@portal/api/envelope';
import fc from 'fast-check';
import type { Wire } from './fuzz-client.js';
import type { FuzzTarget } from './fuzz-targets.js';
import type { FuzzWorld } from './fuzz-world.js';
import {
  brokenJsonTexts,
  brokenQueries,
  hostileNumbers,
  hostileStrings,
} from './hostile-values.js';

/** Whose session a request carries. */
export type SessionChoice = 'owner' | 'none' | 'bogus' | 'revoked' | 'other-member' | 'draft';

/** One request to make, and what its answer must be beyond the rules every answer keeps. */
export interface FuzzCase {
  /** 'valid' for a valid-shaped request, otherwise the mutation's name. */
  kind: string;
  /** The body (POST) or the query's fields (GET) as a value, when there is one. */
  body?: unknown;
  /** The body's JSON text (POST) or the query string (GET), before any envelope. */
  plaintext: string;
  session: SessionChoice;
  /**
   * 'replay': the same sealed body sent twice. 'idempotent-repeat': the same request in a new
   * envelope with the same Idempotency-Key, as the client retries.
   */
  wire: Wire | { kind: 'replay' } | { kind: 'idempotent-repeat' };
  /** The HTTP status the answer must have (400, 401), or '4xx' for any refusal. */
  expect?: number | '4xx';
  /** Headers that replace the client's. */
  headers?: Record<string, string>;
  /** Another method than the contract's. */
  method?: 'PUT' | 'DELETE' | 'PATCH' | 'GET' | 'POST';
  /** Names another member's ids: that member's rows must come out unchanged, whatever the answer. */
  namesOtherMember?: boolean;
}

type Path = (string | number)[];

/**
 * The usual session of a call: the owner's where the contract needs one; a visitor's draft for
 * the account-creation calls that read its cookie; none otherwise.
 */
export function defaultSession(target: FuzzTarget): SessionChoice {
  if (target.authenticated) return 'owner';
  return target.usesDraft ? 'draft' : 'none';
}

/** The query string a GET sends for a body, as the portal's client writes it. */
export function queryOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  return new URLSearchParams(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
    ]),
  ).toString();
}

export function plaintextOf(target: FuzzTarget, body: unknown): string {
  return target.method === 'GET' ? queryOf(body) : JSON.stringify(body);
}

/** A valid-shaped request: the body from the contract, sent as the portal's client sends it. */
export function validCase(target: FuzzTarget, body: unknown): FuzzCase {
  return {
    kind: 'valid',
    body,
    plaintext: plaintextOf(target, body),
    session: defaultSession(target),
    wire: { kind: 'client' },
  };
}

/**
 * Mutated requests made from valid-shaped bodies: every kind the issue names (wrong types,
 * missing and unknown fields, boundary and huge values, unicode, control characters, SQL-looking
 * text, broken JSON, broken and tampered envelopes, with and without a session, another member's
 * ids). Body mutations are judged by the contract itself: what it refuses must be answered 400.
 */
export function mutatedCase(
  target: FuzzTarget,
  world: FuzzWorld,
  valid: fc.Arbitrary<unknown>,
): fc.Arbitrary<FuzzCase> {
  const fieldValue = (mutation: string, values: fc.Arbitrary<unknown>) =>
    fc.tuple(valid, fc.nat(), values).map(([body, pick, value]) => {
      const paths = pathsOf(body);
      const path = paths[pick % Math.max(paths.length, 1)];
      return path
        ? bodyCase(target, mutation, setAt(body, path, value))
        : unknownFieldCase(target, body, 'field', value);
    });
  const hostileText = (samples: readonly string[]) =>
    fc.oneof(
      fc.constantFrom(...samples),
      fc
        .tuple(fc.constantFrom(...samples), fc.constantFrom('Rivera', 'plans', 'x'))
        .map(([sample, text]) => `${text}${sample}`),
    );
  const kinds: fc.Arbitrary<FuzzCase>[] = [
    fieldValue(
      'wrong-type',
      fc.constantFrom<unknown>(123, 1.5, true, false, null, [], {}, ['a'], { a: 1 }, 'text'),
    ),
    fc.tuple(valid, fc.nat()).map(([body, pick]) => {
      const paths = pathsOf(body);
      const path = paths[pick % Math.max(paths.length, 1)];
      if (path) return bodyCase(target, 'missing-field', deleteAt(body, path));
      // Nothing to leave out but the body itself.
      return {
        kind: 'missing-body',
        body: brokenMarker,
        plaintext: '',
        session: defaultSession(target),
        wire: { kind: 'client' as const },
      };
    }),
    fc
      .tuple(
        valid,
        fc.oneof(
          fc.stringMatching(/^[A-Za-z_$][\w$]{0,20}$/),
          fc.constantFrom('__proto__', 'constructor'),
        ),
        fc.constantFrom<unknown>(1, 'x', null, { prototype: { polluted: true } }),
      )
      .map(([body, key, value]) => unknownFieldCase(target, body, key, value)),
    fieldValue(
      'boundary',
      fc.oneof(
        fc.constantFrom('', ' ', '  x  '),
        fc
          .constantFrom(
            1,
            8,
            9,
            11,
            15,
            16,
            19,
            20,
            21,
            35,
            36,
            49,
            50,
            51,
            99,
            100,
            101,
            128,
            129,
            200,
            201,
          )
          .map((length) => 'x'.repeat(length)),
        fc.constantFrom<unknown>(...hostileNumbers),
        fc.constantFrom(0, 2, 4, 51).map((length) => Array.from({ length }, () => 'Category')),
      ),
    ),
    fieldValue(
      'huge',
      fc.oneof(
        fc.constantFrom(10_000, 60_000, 200_000).map((length) => 'x'.repeat(length)),
        fc.constant(Array.from({ length: 10_000 }, (_, index) => index)),
        fc.constant(nested(2_000)),
      ),
    ),
    fieldValue('unicode', hostileText(hostileStrings.unicode)),
    fieldValue('control-characters', hostileText(hostileStrings.control)),
    fieldValue('sql-looking', hostileText([...hostileStrings.sql, ...hostileStrings.markup])),
    valid.map((body) => otherIdsCase(target, world, body)),
    ...sessionCases(target, valid),
    ...headerCases(target, valid),
    ...(target.method === 'GET' ? [brokenQueryCase(target)] : brokenBodyCases(target, valid)),
    ...(target.method === 'POST' && target.encrypted ? envelopeCases(target, valid) : []),
  ];
  return fc.oneof(...kinds);
}

function bodyCase(target: FuzzTarget, kind: string, body: unknown): FuzzCase {
  return {
    kind,
    body,
    plaintext: plaintextOf(target, body),
    session: defaultSession(target),
    wire: { kind: 'client' },
  };
}

/** An unknown field: the contracts are strict, and `__proto__` is refused by the JSON reader. */
function unknownFieldCase(
  target: FuzzTarget,
  body: unknown,
  key: string,
  value: unknown,
): FuzzCase {
  const base = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const known = Object.hasOwn(target.schema.properties ?? {}, key);
  const field = known ? `${key}_unknown` : key;
  // Written as text: an object literal would take `__proto__` as its prototype, not a field.
  const json = JSON.stringify(base);
  const plaintext =
    target.method === 'GET'
      ? [queryOf(base), new URLSearchParams([[field, String(value)]]).toString()]
          .filter(Boolean)
          .join('&')
      : `{${JSON.stringify(field)}:${JSON.stringify(value)}${json === '{}' ? '' : ','}${json.slice(1)}`;
  return {
    kind: 'unknown-field',
    plaintext,
    session: defaultSession(target),
    wire: { kind: 'client' },
    expect: 400,
  };
}

/** The owner's request naming the other member's ids (member id, bank id). */
function otherIdsCase(target: FuzzTarget, world: FuzzWorld, body: unknown): FuzzCase {
  const { owner, other } = world;
  let changed = body;
  for (const path of pathsOf(body)) {
    const value = valueAt(body, path);
    if (value === owner.memberId) changed = setAt(changed, path, other.memberId);
    if (typeof value === 'string' && owner.bankIds.includes(value)) {
      changed = setAt(changed, path, other.bankIds[0]);
    }
  }
  const namesOther = changed !== body;
  return {
    ...bodyCase(target, 'other-member-ids', changed),
    namesOtherMember: true,
    // A signed-in call naming someone else's data must find nothing (member-scope.ts: 404).
    ...(namesOther && target.authenticated && { expect: '4xx' as const }),
  };
}

function sessionCases(target: FuzzTarget, valid: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzCase>[] {
  if (!target.authenticated) {
    return [
      valid.map((body) => ({ ...validCase(target, body), kind: 'with-session', session: 'owner' })),
      // A draft call without the draft's cookie: the handler answers 'no draft' (returnCode 404).
      ...(target.usesDraft
        ? [
            valid.map((body) => ({
              ...validCase(target, body),
              kind: 'no-draft',
              session: 'none' as const,
            })),
          ]
        : []),
    ];
  }
  const refused = (session: SessionChoice): fc.Arbitrary<FuzzCase> =>
    valid.map((body) => ({
      ...validCase(target, body),
      kind: `session-${session}`,
      session,
      expect: 401,
    }));
  return [
    refused('none'),
    refused('bogus'),
    refused('revoked'),
    // The other member's own session with the owner's ids: member-scope answers 404 for a body
    // naming the owner; a call that names nobody (sign-out) is the other member's to make.
    valid.map((body) => ({
      ...validCase(target, body),
      kind: 'session-other-member',
      session: 'other-member' as const,
    })),
  ];
}

/** Broken headers and methods: the service must refuse them in its envelope, never fail. */
function headerCases(target: FuzzTarget, valid: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzCase>[] {
  const authorization = fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Basic Zm9vOmJhcg==',
    `Bearer ${'x'.repeat(10_000)}`,
    'Bearer a b c',
    'Bearer \u00fc\u00e9',
    'bearer lowercase',
  );
  const cookie = fc.constantFrom(
    'portal_refresh=',
    'portal_refresh=%zz',
    `portal_refresh=${'A'.repeat(5_000)}`,
    'portal_refresh=a; portal_refresh=b',
    'portal_two_step=x; portal_security_check=y',
    '=; ;;',
  );
  const idempotencyKey = fc.constantFrom(
    'short',
    'x'.repeat(65),
    'has spaces in it, sixteen+',
    '../../../../etc/passwd',
    '\u00fc'.repeat(20),
    "1' OR '1'='1' -- abcdefgh",
  );
  return [
    fc.tuple(valid, idempotencyKey).map(([body, key]) => ({
      ...validCase(target, body),
      kind: 'broken-idempotency-key',
      headers: { 'idempotency-key': key },
      // Refused by a call that takes the header; any other call ignores it.
      ...(target.idempotent && { expect: '4xx' as const }),
    })),
    fc.tuple(valid, authorization).map(([body, header]) => ({
      ...validCase(target, body),
      kind: 'broken-authorization',
      headers: { authorization: header },
      // A call that needs a session cannot have one with such a header.
      ...(target.authenticated && { expect: 401 }),
    })),
    fc.tuple(valid, cookie).map(([body, header]) => ({
      ...validCase(target, body),
      kind: 'broken-cookie',
      headers: { cookie: header },
    })),
    fc
      .tuple(valid, fc.constantFrom('PUT' as const, 'DELETE' as const, 'PATCH' as const))
      .map(([body, method]) => ({
        ...validCase(target, body),
        kind: 'wrong-method',
        method,
        expect: '4xx' as const,
      })),
  ];
}

function brokenQueryCase(target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  return fc.constantFrom(...brokenQueries).map((query) => ({
    kind: 'broken-query',
    plaintext: query,
    session: defaultSession(target),
    wire: { kind: 'raw' as const, text: query },
  }));
}

function brokenBodyCases(
  target: FuzzTarget,
  valid: fc.Arbitrary<unknown>,
): fc.Arbitrary<FuzzCase>[] {
  const broken = fc.constantFrom(...brokenJsonTexts);
  const cases: fc.Arbitrary<FuzzCase>[] = [
    // Not JSON as it travels: Fastify's reader refuses it before any check.
    broken.map((text) => ({
      kind: 'broken-json',
      plaintext: text,
      session: defaultSession(target),
      wire: { kind: 'raw' as const, text },
      expect: 400,
    })),
    fc
      .tuple(
        valid,
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'),
      )
      .map(([body, contentType]) => ({
        kind: 'wrong-content-type',
        plaintext: JSON.stringify(body),
        session: defaultSession(target),
        wire: { kind: 'raw' as const, text: JSON.stringify(body), contentType },
        expect: 400,
      })),
  ];
  if (target.encrypted) {
    // Broken JSON inside a sound envelope: read by the service's own JSON reader.
    cases.push(
      broken.map((text) => ({
        kind: 'broken-json-sealed',
        plaintext: text,
        session: defaultSession(target),
        wire: { kind: 'client' as const },
        body: parsedOrBroken(text),
      })),
    );
  }
  return cases;
}

function envelopeCases(target: FuzzTarget, valid: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzCase>[] {
  const sealedAs = (kind: string, wire: FuzzCase['wire'], expect: number | null = 400) =>
    valid.map(
      (body): FuzzCase => ({
        ...validCase(target, body),
        kind,
        wire,
        ...(expect !== null && { expect }),
      }),
    );
  const tampered = fc.constantFrom(...envelopeTampers).chain(({ name, tamper }) =>
    valid.map(
      (body): FuzzCase => ({
        ...validCase(target, body),
        kind: `envelope-${name}`,
        wire: { kind: 'tampered', tamper },
        expect: 400,
      }),
    ),
  );
  const wrongWrapping = target.authenticated && !target.opensSession ? 'service' : 'session';
  return [
    tampered,
    valid.map((body) => ({
      ...validCase(target, body),
      kind: 'envelope-plaintext',
      wire: { kind: 'raw' as const, text: JSON.stringify(body) },
      expect: 400,
    })),
    sealedAs('envelope-stale', { kind: 'sealed-as', sentAtOffsetMs: -6 * 60_000 }),
    sealedAs('envelope-ahead', { kind: 'sealed-as', sentAtOffsetMs: 2 * 60_000 }),
    sealedAs('envelope-other-path', { kind: 'sealed-as', urlPath: `${target.url}x` }),
    sealedAs('envelope-wrong-key', { kind: 'sealed-as', wrapping: wrongWrapping }),
    // A visitor's envelope is accepted once; a signed-in call's needs its token and may repeat.
    sealedAs('envelope-replay', { kind: 'replay' }, null),
    ...(target.idempotent
      ? [sealedAs('idempotent-repeat', { kind: 'idempotent-repeat' }, null)]
      : []),
  ];
}

/** Ways to break a sealed body `{ data: "<sealed>:<key>" }` on the way. */
const envelopeTampers: { name: string; tamper: (sealed: { data: string }) => string }[] = [
  { name: 'flipped-byte', tamper: ({ data }) => JSON.stringify({ data: flipByte(data, 20) }) },
  { name: 'flipped-header', tamper: ({ data }) => JSON.stringify({ data: flipByte(data, 1) }) },
  { name: 'flipped-tag', tamper: ({ data }) => JSON.stringify({ data: flipByte(data, -1) }) },
  {
    name: 'truncated',
    tamper: ({ data }) => JSON.stringify({ data: data.slice(0, data.length / 2) }),
  },
  { name: 'no-key-part', tamper: ({ data }) => JSON.stringify({ data: data.split(':')[0] }) },
  {
    name: 'swapped-parts',
    tamper: ({ data }) => JSON.stringify({ data: data.split(':').reverse().join(':') }),
  },
  { name: 'not-base64', tamper: ({ data }) => JSON.stringify({ data: `!*${data}` }) },
  { name: 'empty', tamper: () => JSON.stringify({ data: '' }) },
  { name: 'number', tamper: () => JSON.stringify({ data: 12345 }) },
  { name: 'array', tamper: ({ data }) => JSON.stringify({ data: [data] }) },
  { name: 'extra-field', tamper: ({ data }) => JSON.stringify({ data, strMember_Id: '1' }) },
  { name: 'huge', tamper: ({ data }) => JSON.stringify({ data: `${data}${'A'.repeat(70_000)}` }) },
];

function flipByte(data: string, at: number): string {
  const [sealed = '', key = ''] = data.split(':');
  const bytes = base64ToBytes(sealed);
  const index = at < 0 ? bytes.length + at : Math.min(at, bytes.length - 1);
  bytes[index] = (bytes[index] ?? 0) ^ 0x5a;
  return `${bytesToBase64(bytes)}:${key}`;
}

function parsedOrBroken(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return brokenMarker;
  }
}

/** The body of a case whose text is not JSON at all. */
export const brokenMarker = Symbol('not JSON');

function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** Every place in a body a mutation can hit: each field and item, at any depth. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => [
      [...prefix, index],
      ...pathsOf(item, [...prefix, index]),
    ]);
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...pathsOf(item, [...prefix, key]),
    ]);
  }
  return [];
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    value,
  );
}

function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path as [string | number, ...Path];
  const copy: Record<string | number, unknown> = copyOf(value);
  copy[key] = setAt(copy[key], rest, replacement);
  return copy;
}

function deleteAt(value: unknown, path: Path): unknown {
  const [key, ...rest] = path as [string | number, ...Path];
  if (rest.length > 0) {
    const copy: Record<string | number, unknown> = copyOf(value);
    copy[key] = deleteAt(copy[key], rest);
    return copy;
  }
  if (Array.isArray(value)) return value.filter((_, index) => index !== key);
  const { [key]: _removed, ...others } = value as Record<string | number, unknown>;
  return others;
}

/** A shallow copy of an object or an array, indexable either way. */
function copyOf(value: unknown): Record<string | number, unknown> {
  return (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
}
