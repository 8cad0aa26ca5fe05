import { z } from 'zod/mini';
import { isIsoDate } from '../dates/iso-date.js';
import type { FieldErrorKey } from '../field-errors.js';
import { hasGivenElectronicConsent } from '../rules/consent-rules.js';
import { isEmailAddress } from '../rules/email-rules.js';
import { isBlank, isMultiLineText, isSingleLineText } from '../rules/text-rules.js';

/*
 * Building blocks of the schemas. Each field runs its checks in order and reports only the first
 * failing one, as the field shows only its first error (spec section 5). Issues are continuable
 * (no `abort`), so the cross-field checks of the form still run and every field gets its error on
 * one submit.
 */

/** A rule and the field error key reported when it fails. */
export type FieldCheck<Value> = readonly [test: (value: Value) => boolean, key: FieldErrorKey];

function firstFailing<Value>(checks: readonly FieldCheck<Value>[]) {
  return (value: Value, ctx: z.core.$RefinementCtx) => {
    for (const [test, key] of checks) {
      if (!test(value)) {
        ctx.addIssue({ code: 'custom', message: key });
        return;
      }
    }
  };
}

const notEmpty: FieldCheck<string> = [(value) => value.length > 0, 'required'];

/*
 * Every text field refuses control characters (text-rules.ts) before its own checks, with the
 * generic 'Invalid. Try again.': the service checks the same schemas, so none reaches the database.
 */
const singleLineOnly: FieldCheck<string> = [isSingleLineText, 'pattern'];
const multiLineOnly: FieldCheck<string> = [isMultiLineText, 'pattern'];

/** A required text field: trimmed, then `required`, then one line only, then the checks in order. */
export function requiredText(...checks: FieldCheck<string>[]) {
  return z
    .string({ error: 'required' })
    .check(z.trim(), z.superRefine(firstFailing([notEmpty, singleLineOnly, ...checks])));
}

/** A required text area: as requiredText, but tabs and line breaks are part of the text. */
export function requiredMultiLineText(...checks: FieldCheck<string>[]) {
  return z
    .string({ error: 'required' })
    .check(z.trim(), z.superRefine(firstFailing([notEmpty, multiLineOnly, ...checks])));
}

/** Optional text: trimmed; empty is fine, anything else must pass `lines`, then the checks. */
function optionalTextWith(lines: FieldCheck<string>, checks: FieldCheck<string>[]) {
  return z.optional(
    z.string({ error: 'pattern' }).check(
      z.trim(),
      z.superRefine((value, ctx) => {
        if (value !== '') firstFailing([lines, ...checks])(value, ctx);
      }),
    ),
  );
}

/** An optional text field: trimmed; empty is fine, anything else must pass the checks. */
export function optionalText(...checks: FieldCheck<string>[]) {
  return optionalTextWith(singleLineOnly, checks);
}

/** An optional text area: as optionalText, but tabs and line breaks are part of the text. */
export function optionalMultiLineText(...checks: FieldCheck<string>[]) {
  return optionalTextWith(multiLineOnly, checks);
}

/**
 * A secret (password, answer): never trimmed, since spaces may be part of it; blank is `required`.
 * No control characters either: none can be typed into a password field, and refusing them here
 * keeps what a new password may hold and what sign-in accepts the same.
 */
export function requiredSecret(...checks: FieldCheck<string>[]) {
  return z
    .string({ error: 'required' })
    .check(
      z.superRefine(
        firstFailing([[(value) => !isBlank(value), 'required'], singleLineOnly, ...checks]),
      ),
    );
}

/**
 * For the contracts' own string fields (member ids, search words, current passwords): `schema`
 * with control characters refused as `pattern`, checked after its own steps (after a trim).
 */
export function singleLine<Schema extends z.ZodMiniType<string, string>>(schema: Schema): Schema {
  return schema.check(z.refine(isSingleLineText, { message: 'pattern' }));
}

/** A required ISO date (`YYYY-MM-DD`): `required`, then `date`, then the checks. */
export function requiredDate(...checks: FieldCheck<string>[]) {
  return requiredText([isIsoDate, 'date'], ...checks);
}

/** An optional ISO date. */
export function optionalDate(...checks: FieldCheck<string>[]) {
  return optionalText([isIsoDate, 'date'], ...checks);
}

/** A required choice from a code list: missing or empty is `required`, an unknown code `pattern`. */
export function requiredCode<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'pattern'),
  });
}

/** An optional choice: empty or missing means none (`undefined`). */
export function optionalCode<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.pipe(
    z.transform((value) => (value === '' || value === null ? undefined : value)),
    z.optional(requiredCode(values)),
  );
}

/** A box the member must tick; anything but `true` is the given key. */
export function requiredConsent(key: FieldErrorKey) {
  return z.boolean({ error: key }).check(z.refine(hasGivenElectronicConsent, { message: key }));
}

/** Adds an issue for a cross-field rule on the field the member must fix. */
export function addFieldIssue(ctx: z.core.$RefinementCtx, path: string, key: FieldErrorKey): void {
  ctx.addIssue({ code: 'custom', message: key, path: [path] });
}

/** A maximum length check. */
export function maxLength(limit: number): FieldCheck<string> {
  return [(value) => value.length <= limit, 'maxlength'];
}

/** Names: letters (any script), spaces, apostrophes, hyphens and periods, starting with a letter. */
export const personName: FieldCheck<string> = [
  (value) => /^\p{L}[\p{L}\p{M} '.-]*$/u.test(value),
  'pattern',
];

/** An email address (spec section 5). */
export function emailField() {
  return requiredText([isEmailAddress, 'invalidEmail']);
}
