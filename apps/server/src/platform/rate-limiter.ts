import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/create-database.js';
import { relaxedDurabilityTransaction } from '../db/relaxed-durability.js';
import { addCounterHits, type CounterWindow, deleteExpiredCounters } from './rate-limit-queries.js';

/** A limit: at most `limit` hits per fixed window of `windowSeconds`; a limit of 0 is off. */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After); at least 1. */
  retryAfterSeconds: number;
}

const allowed: RateDecision = { allowed: true, retryAfterSeconds: 0 };

/** Expired counter rows are deleted at most this often by each instance. */
const cleanupEveryMs = 60_000;
/** More distinct subjects than this in memory between syncs triggers a sync at once. */
const maxPendingEntries = 10_000;

interface Window extends CounterWindow {
  endsAtMs: number;
}

interface PendingCount extends Window {
  limit: number;
  /** Hits counted here and not yet added to the shared counter. */
  pending: number;
  /** The shared counter's value when this instance last synced (everyone's hits). */
  shared: number;
}

/**
 * Fixed-window rate limits kept in the database (table rate_limit_counters), so every instance of
 * the service counts against the same numbers. A window's counter is one row, raised with one
 * atomic upsert (INSERT ... ON CONFLICT DO UPDATE ... RETURNING on both SQLite and PostgreSQL).
 *
 * Two ways to count:
 * - `hit` writes through: the decision is on the shared total including this hit. For sign-in,
 *   where every attempt matters and an argon2 hash costs far more than the write.
 * Counters are bookkeeping: their commits do not wait for the disk (relaxed-durability.ts).
 * - `hitSynced` counts in memory and adds the counts to the shared rows every `syncMs` in one
 *   transaction; the decision is on the last shared total plus the hits since. For the general
 *   per-address limit, checked on every call: a durable write per call would cap the service at
 *   the disk's sync rate (about 1,700 commits a second on SQLite with synchronous=FULL here).
 *   Across instances the count may lag by one sync interval of traffic; with syncMs = 0 it writes
 *   through like `hit`.
 */
export class RateLimiter {
  readonly #db: Database;
  readonly #syncMs: number;
  readonly #log: FastifyBaseLogger | undefined;
  readonly #pending = new Map<string, PendingCount>();
  #timer: ReturnType<typeof setInterval> | undefined;
  #syncing: Promise<void> | undefined;
  #lastCleanup = 0;

  constructor(db: Database, options: { syncMs: number; log?: FastifyBaseLogger }) {
    this.#db = db;
    this.#syncMs = options.syncMs;
    this.#log = options.log;
    if (this.#syncMs > 0) {
      this.#timer = setInterval(() => void this.sync(), this.#syncMs);
      this.#timer.unref();
    }
  }

  /** Counts one hit in the shared counter now and decides on the shared total. */
  async hit(rule: RateRule, subject: string, now = new Date()): Promise<RateDecision> {
    if (rule.limit <= 0) return allowed;
    const window = windowOf(rule, subject, now);
    const hits = await relaxedDurabilityTransaction(this.#db, (trx) =>
      addCounterHits(trx, window, 1),
    );
    this.#maybeCleanUp(now);
    return decide(hits, rule.limit, window, now);
  }

  /**
   * Counts one hit locally; decides on the last shared total plus the local hits since. Answers
   * at once (no promise) unless syncMs is 0.
   */
  hitSynced(
    rule: RateRule,
    subject: string,
    now = new Date(),
  ): RateDecision | Promise<RateDecision> {
    if (rule.limit <= 0) return allowed;
    if (this.#syncMs === 0) return this.hit(rule, subject, now);
    const windowStartMs = windowStartOf(rule, now);
    const key = `${rule.name}\n${subject}\n${windowStartMs}`;
    let entry = this.#pending.get(key);
    if (!entry) {
      entry = { ...windowOf(rule, subject, now), limit: rule.limit, pending: 0, shared: 0 };
      this.#pending.set(key, entry);
      if (this.#pending.size > maxPendingEntries) void this.sync();
    }
    entry.pending += 1;
    return decide(entry.shared + entry.pending, rule.limit, entry, now);
  }

  /** Adds the local counts to the shared counters (one transaction) and learns their totals. */
  sync(): Promise<void> {
    // One sync at a time; a caller during a sync waits for it rather than starting another.
    this.#syncing ??= this.#syncOnce().finally(() => {
      this.#syncing = undefined;
    });
    return this.#syncing;
  }

  async #syncOnce(): Promise<void> {
    const now = new Date();
    const batch = [...this.#pending.values()].filter((entry) => entry.pending > 0);
    for (const [key, entry] of this.#pending) {
      if (entry.pending === 0 && entry.endsAtMs <= now.getTime()) this.#pending.delete(key);
    }
    if (batch.length === 0) return;
    const counts = batch.map((entry) => entry.pending);
    for (const entry of batch) entry.pending = 0;
    try {
      await relaxedDurabilityTransaction(this.#db, async (trx) => {
        for (const [index, entry] of batch.entries()) {
          entry.shared = await addCounterHits(trx, entry, counts[index] ?? 0);
        }
      });
    } catch (error) {
      // Keep the counts for the next sync; meanwhile decisions use what is known.
      for (const [index, entry] of batch.entries()) entry.pending += counts[index] ?? 0;
      this.#log?.warn({ err: error }, 'rate limit counters could not be synced');
      return;
    }
    this.#maybeCleanUp(now);
  }

  /** Stops the timer and writes what is still counted only here (graceful shutdown). */
  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.sync();
  }

  #maybeCleanUp(now: Date) {
    if (now.getTime() - this.#lastCleanup < cleanupEveryMs) return;
    this.#lastCleanup = now.getTime();
    relaxedDurabilityTransaction(this.#db, (trx) => deleteExpiredCounters(trx, now)).catch(
      (error: unknown) => this.#log?.warn({ err: error }, 'old rate limit counters stay'),
    );
  }
}

function windowStartOf(rule: RateRule, now: Date): number {
  const windowMs = rule.windowSeconds * 1000;
  return Math.floor(now.getTime() / windowMs) * windowMs;
}

/**
 * The counter row of a rule, subject and window. The bucket is a SHA-256, so the table holds no
 * addresses or user ids (which may even be a password typed into the wrong field).
 */
function windowOf(rule: RateRule, subject: string, now: Date): Window {
  const startMs = windowStartOf(rule, now);
  const endsAtMs = startMs + rule.windowSeconds * 1000;
  return {
    bucket: createHash('sha256').update(`${rule.name}\n${subject}`).digest('hex'),
    windowStart: new Date(startMs).toISOString(),
    expiresAt: new Date(endsAtMs).toISOString(),
    endsAtMs,
  };
}

function decide(
  hits: number,
  limit: number,
  window: { endsAtMs: number },
  now: Date,
): RateDecision {
  if (hits <= limit) return allowed;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((window.endsAtMs - now.getTime()) / 1000)),
  };
}
