import fc from 'fast-check';
import type { JsonSchema } from './fuzz-targets.js';

/**
 * A field's own generator, by property name, where the schema alone cannot make a realistic value
 * (a real member's id, a bank of theirs, a password that signs in): see domain-fields.ts.
 */
export type FieldArbitrary = (
  field: string,
  schema: JsonSchema,
) => fc.Arbitrary<unknown> | undefined;

/**
 * Valid shapes from a contract's JSON Schema (z.toJSONSchema), as fast-check arbitraries. Only the
 * keywords z.toJSONSchema writes for request contracts are read; anything else becomes any JSON
 * value, so a new kind of field still gets requests (and the reached share says how good they are).
 */
/**
 * What ties fields of one object together (a ZIP and its state, an email and its confirmation),
 * by the object's property names: an edit of the generated object, or undefined when none applies.
 */
export type RelatedFields = (
  fields: readonly string[],
) => fc.Arbitrary<(record: Record<string, unknown>) => Record<string, unknown>> | undefined;

export function arbitraryOf(
  schema: JsonSchema,
  fieldArbitrary: FieldArbitrary = () => undefined,
  relatedFields: RelatedFields = () => undefined,
): fc.Arbitrary<unknown> {
  const of = (node: JsonSchema): fc.Arbitrary<unknown> => {
    if (node.const !== undefined) return fc.constant(node.const);
    if (node.enum) return fc.constantFrom(...node.enum);
    const choices = node.anyOf ?? node.oneOf;
    if (choices) return fc.oneof(...choices.map(of));
    const type = Array.isArray(node.type) ? node.type[0] : node.type;
    switch (type) {
      case 'object':
        return objectOf(node);
      case 'array':
        return node.items?.not !== undefined || node.maxItems === 0
          ? fc.constant([])
          : fc.array(of(node.items ?? {}), {
              minLength: node.minItems ?? 0,
              maxLength: node.maxItems ?? Math.max(node.minItems ?? 0, 5),
            });
      case 'string':
        return stringOf(node);
      case 'integer':
        return fc.integer({
          min: node.minimum ?? (node.exclusiveMinimum ?? -1_000_001) + 1,
          max: node.maximum ?? (node.exclusiveMaximum ?? 1_000_001) - 1,
        });
      case 'number':
        return fc.double({
          min: node.minimum ?? -1e6,
          max: node.maximum ?? 1e6,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return fc.jsonValue();
    }
  };

  const objectOf = (node: JsonSchema): fc.Arbitrary<unknown> => {
    const properties = node.properties ?? {};
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [field, fieldSchema] of Object.entries(properties)) {
      model[field] = fieldArbitrary(field, fieldSchema) ?? of(fieldSchema);
    }
    const record = fc.record(model, { requiredKeys: node.required ?? [] });
    const relate = relatedFields(Object.keys(properties));
    return relate ? fc.tuple(record, relate).map(([fields, edit]) => edit(fields)) : record;
  };

  return of(schema);
}

function stringOf(node: JsonSchema): fc.Arbitrary<string> {
  const minLength = node.minLength ?? 0;
  const maxLength = node.maxLength ?? Math.max(minLength, 40);
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (node.format === 'uuid') return fc.uuid({ version: 4 });
  if (node.format === 'date') return isoDate();
  if (node.format === 'email') return fc.emailAddress().filter(fits);
  if (node.pattern) return matching(node.pattern).filter(fits);
  // Printable text with something in it: a contract that trims sees the same length.
  return fc
    .string({ minLength, maxLength, unit: 'grapheme-ascii' })
    .map((text) => (text.trim().length < minLength ? 'x'.repeat(Math.max(minLength, 1)) : text));
}

/** A calendar date, YYYY-MM-DD, from 1900 to 2100. */
export function isoDate(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z') })
    .filter((date) => !Number.isNaN(date.getTime()))
    .map((date) => date.toISOString().slice(0, 10));
}

/**
 * Text matching a pattern. fast-check's stringMatching has no lookaround, so a pattern with one
 * is generated without it and the whole pattern is checked after.
 */
function matching(pattern: string): fc.Arbitrary<string> {
  const full = new RegExp(pattern, 'u');
  const withoutLookaround = pattern.replace(/\(\?<?[=!](?:[^()\\]|\\.)*\)/g, '');
  return fc.stringMatching(new RegExp(withoutLookaround)).filter((text) => full.test(text));
}
