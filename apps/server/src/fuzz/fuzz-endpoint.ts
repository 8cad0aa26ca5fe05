import { randomBytes, randomUUID } from 'node:crypto';
import { apiBasePath } from '@portal/api/protocol';
import fc from 'fast-check';
import { relatedFields } from './account-fields.js';
import { errorEnvelopeProblem, internalDetailsIn, stringsOf } from './answer-checks.js';
import { domainFields } from './domain-fields.js';
import { brokenMarker, type FuzzCase, mutatedCase, validCase } from './fuzz-cases.js';
import {
  type FuzzAnswer,
  type HeldSession,
  sendFuzzRequest,
  type VisitorJar,
} from './fuzz-client.js';
import { type EndpointTally, type FuzzFault, newTally } from './fuzz-tally.js';
import type { FuzzTarget } from './fuzz-targets.js';
import type { FuzzWorld } from './fuzz-world.js';
import type { MemberSessions } from './member-sessions.js';
import { type MemberSnapshots, snapshotDifferences } from './member-snapshot.js';
import { arbitraryOf } from './schema-arbitraries.js';
import type { VisitorDrafts } from './visitor-drafts.js';

/** Whose requests the harness sends: members' sessions and visitors' account drafts. */
export interface FuzzSessions {
  members: MemberSessions;
  drafts: VisitorDrafts;
}

export interface FuzzRunOptions {
  /** Requests per endpoint: the first half valid-shaped, the rest mutated. */
  runs: number;
  seed: number;
}

/**
 * Fuzzes one endpoint: valid-shaped requests from its contract first, then mutated ones, one at a
 * time, each answer checked against the rules below. Returns the counts and every broken rule.
 */
export async function fuzzEndpoint(
  world: FuzzWorld,
  sessions: FuzzSessions,
  snapshots: MemberSnapshots,
  target: FuzzTarget,
  { runs, seed }: FuzzRunOptions,
): Promise<{ tally: EndpointTally; faults: FuzzFault[] }> {
  const valid = arbitraryOf(target.schema, domainFields(world), relatedFields);
  const endpointSeed = (seed ^ hashOf(target.name)) >>> 0;
  const validCount = Math.ceil(runs / 2);
  const cases: FuzzCase[] = [
    ...fc
      .sample(valid, { seed: endpointSeed, numRuns: validCount })
      .map((body) => validCase(target, body)),
    ...fc.sample(mutatedCase(target, world, valid), {
      seed: endpointSeed + 1,
      numRuns: runs - validCount,
    }),
  ];
  if (target.usesDraft) sessions.drafts.forget();
  const tally = newTally(target.name);
  const faults: FuzzFault[] = [];
  for (const fuzzCase of cases) {
    await fuzzOne(world, sessions, snapshots, target, fuzzCase, tally, faults);
  }
  const health = await world.testApp.app.inject({ method: 'GET', url: '/api/health' });
  if (health.statusCode !== 200) {
    faults.push({
      endpoint: target.name,
      kind: 'health',
      problem: `the health endpoint answered ${health.statusCode} after the run`,
      status: health.statusCode,
      sent: 'GET /api/health',
      answer: health.body.slice(0, 300),
    });
  }
  return { tally, faults };
}

async function fuzzOne(
  world: FuzzWorld,
  sessions: FuzzSessions,
  snapshots: MemberSnapshots,
  target: FuzzTarget,
  fuzzCase: FuzzCase,
  tally: EndpointTally,
  faults: FuzzFault[],
): Promise<void> {
  const session = await sessionFor(world, sessions, fuzzCase);
  let before = await snapshots.take();
  world.log.takeErrors();
  const send = (
    wire: Exclude<FuzzCase['wire'], { kind: 'replay' } | { kind: 'idempotent-repeat' }>,
    idempotencyKey?: string,
  ) =>
    sendFuzzRequest(world, {
      target,
      plaintext: fuzzCase.plaintext,
      session,
      wire,
      ...(fuzzCase.headers && { headers: fuzzCase.headers }),
      ...(fuzzCase.method && { method: fuzzCase.method }),
      ...(idempotencyKey && { idempotencyKey }),
    });
  let answer: FuzzAnswer;
  let expect = fuzzCase.expect ?? expectedByContract(target, fuzzCase);
  if (fuzzCase.wire.kind === 'replay') {
    const first = await send({ kind: 'client' });
    check(first, undefined);
    // The first send may change things (a sign-out); only the repeat is judged.
    before = await snapshots.take();
    answer = await send({ kind: 'resend', previous: first });
    // A visitor's envelope is accepted once (envelope_replays); a signed-in call may repeat.
    if (!target.authenticated) expect = 400;
  } else if (fuzzCase.wire.kind === 'idempotent-repeat') {
    // The client's retry: same key, same body, a new envelope. One effect, the same answer.
    const key = randomUUID();
    const first = await send({ kind: 'client' }, key);
    check(first, undefined);
    before = await snapshots.take();
    answer = await send({ kind: 'client' }, key);
    if (answer.status !== first.status) {
      fault(
        answer,
        `a repeat with the same Idempotency-Key answered ${answer.status}, the first ${first.status}`,
      );
    }
    const after = await snapshots.take();
    for (const difference of snapshotDifferences(before, after)) {
      fault(
        answer,
        `a repeat with the same Idempotency-Key changed the members' rows: ${difference}`,
      );
    }
  } else {
    answer = await send(fuzzCase.wire);
  }
  if (
    fuzzCase.session === 'other-member' &&
    target.authenticated &&
    fuzzCase.plaintext.includes(world.owner.memberId)
  ) {
    expect = '4xx';
  }
  check(answer, expect);
  const refused = answer.status >= 400 && answer.status < 500;
  const namesOther = fuzzCase.namesOtherMember && fuzzCase.plaintext.includes(world.other.memberId);
  // Read again only when there is something to compare (the reads cost most on PostgreSQL).
  const after = refused || namesOther ? await snapshots.take() : before;

  tally.requests += 1;
  tally.byStatus[answer.status] = (tally.byStatus[answer.status] ?? 0) + 1;
  tally.byKind[fuzzCase.kind] = (tally.byKind[fuzzCase.kind] ?? 0) + 1;
  if (fuzzCase.kind === 'valid') {
    tally.validShaped += 1;
    if (answer.reachedHandler) tally.reachedHandler += 1;
  }

  if (refused) {
    for (const difference of snapshotDifferences(before, after)) {
      fault(answer, `a refused request changed the members' rows: ${difference}`);
    }
  } else if (namesOther) {
    for (const difference of snapshotDifferences(before, after, world.other.memberId)) {
      fault(answer, `a request naming another member changed their rows: ${difference}`);
    }
  }

  function check(checked: FuzzAnswer, expected: number | '4xx' | undefined) {
    if (checked.status >= 500) fault(checked, `answered ${checked.status}`);
    for (const line of world.log.takeErrors())
      fault(checked, `the service logged an error: ${line.slice(0, 400)}`);
    const echoes = [
      fuzzCase.plaintext,
      ...stringsOf(fuzzCase.body),
      ...stringsOf(safeJson(fuzzCase.plaintext)),
    ];
    for (const text of new Set([checked.body, checked.wire])) {
      for (const detail of internalDetailsIn(text, echoes))
        fault(checked, `the answer shows a ${detail}`);
    }
    if (checked.status >= 400 && checked.status < 500) {
      const problem = errorEnvelopeProblem(checked.status, checked.body);
      if (problem) fault(checked, `a ${checked.status} without the error envelope: ${problem}`);
    }
    if (typeof expected === 'number' && checked.status !== expected) {
      fault(checked, `expected HTTP ${expected}, got ${checked.status}`);
    }
    if (expected === '4xx' && (checked.status < 400 || checked.status >= 500)) {
      fault(checked, `expected a refusal, got ${checked.status}`);
    }
  }

  function fault(faulty: FuzzAnswer, problem: string) {
    faults.push({
      endpoint: target.name,
      kind: fuzzCase.kind,
      problem,
      status: faulty.status,
      sent: `${target.method} ${target.url.replace(apiBasePath, '')} ${fuzzCase.session} ${fuzzCase.plaintext.slice(0, 300)}`,
      answer: faulty.body.slice(0, 300),
    });
  }
}

async function sessionFor(
  world: FuzzWorld,
  sessions: FuzzSessions,
  fuzzCase: FuzzCase,
): Promise<HeldSession | VisitorJar | { bogusToken: string } | null> {
  switch (fuzzCase.session) {
    case 'owner':
      return sessions.members.liveSessionOf(world.owner);
    case 'other-member':
      return sessions.members.liveSessionOf(world.other);
    case 'revoked':
      return sessions.members.revokedSessionOf(world.owner);
    case 'draft':
      // The edition of every request the harness sends (fuzz-client.ts).
      return sessions.drafts.liveDraftOf(world.owner.productLine);
    case 'bogus':
      return { bogusToken: randomBytes(32).toString('base64url') };
    case 'none':
      return null;
  }
}

/**
 * What the contract says of a mutated body sent as the client would: one it refuses must be
 * answered 400 (the session, when needed, being valid). Nothing is expected of one it accepts.
 */
function expectedByContract(target: FuzzTarget, fuzzCase: FuzzCase): number | undefined {
  if (fuzzCase.wire.kind !== 'client' || !('body' in fuzzCase)) return undefined;
  let value: unknown;
  if (target.method === 'GET') value = Object.fromEntries(new URLSearchParams(fuzzCase.plaintext));
  else if (fuzzCase.body === brokenMarker) return 400;
  // The service reads a missing body (JSON null inside an envelope) as `{}`.
  else value = fuzzCase.body ?? {};
  return target.request.safeParse(value).success ? undefined : 400;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  }
  return hash >>> 0;
}
