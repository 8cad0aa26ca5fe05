/**
 * Field errors travel as keys (spec section 5 lists them); a catalogue turns a key into text.
 * Schemas put the key in zod's `message`, so any zod issue can be looked up here.
 */
export const fieldErrorKeys = ['required', 'maxlength', 'pattern'] as const;
export type FieldErrorKey = (typeof fieldErrorKeys)[number];

export const fieldErrorMessages: Record<FieldErrorKey, string> = {
  required: 'Required.',
  // The spec shows no wording for a value over its limit; the generic message is the spec's own.
  maxlength: 'Invalid. Try again.',
  pattern: 'Invalid. Try again.',
};

export function isFieldErrorKey(value: unknown): value is FieldErrorKey {
  return typeof value === 'string' && (fieldErrorKeys as readonly string[]).includes(value);
}
