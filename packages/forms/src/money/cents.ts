/**
 * Money is whole cents in a safe integer (architecture section 5): binary floating point cannot
 * hold 0.10 exactly, so a fraction of a cent is a bug upstream and is refused here, loudly, rather
 * than rounded into a price a member sees.
 */
export type Cents = number;

/** Throws a `TypeError` naming `what` unless `value` is a safe integer of cents. */
export function assertCents(value: number, what: string): asserts value is Cents {
  if (!Number.isSafeInteger(value)) {
    throw new TypeError(`${what} must be a whole number of cents, got ${String(value)}`);
  }
}

/** As `assertCents`, and throws a `RangeError` for a negative amount. */
export function assertNonNegativeCents(value: number, what: string): asserts value is Cents {
  assertCents(value, what);
  if (value < 0) throw new RangeError(`${what} must not be negative, got ${value} cents`);
}
