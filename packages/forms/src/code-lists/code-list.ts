/**
 * Helpers shared by the code lists. A code list is an `as const` object from code to label, so the
 * codes are a union type and the labels stay next to them; `codesOf` gives the non-empty tuple that
 * `z.enum` needs.
 */
export type CodeList = Readonly<Record<string, string>>;

/** The codes of a list, typed as a non-empty tuple for `z.enum`. */
export function codesOf<List extends CodeList>(
  list: List,
): [keyof List & string, ...(keyof List & string)[]] {
  return Object.keys(list) as [keyof List & string, ...(keyof List & string)[]];
}

/** True when `value` is one of the list's codes (own keys only: `toString` is not a code). */
export function isCodeOf<List extends CodeList>(
  list: List,
  value: unknown,
): value is keyof List & string {
  return typeof value === 'string' && Object.hasOwn(list, value);
}

/** The list's label for a code, or `undefined` for an unknown code. */
export function labelOf<List extends CodeList>(list: List, code: string): string | undefined {
  return Object.hasOwn(list, code) ? list[code] : undefined;
}

/** The list as the options of a select or radio group, in the list's order. */
export function optionsOf(list: CodeList): { value: string; label: string }[] {
  return Object.entries(list).map(([value, label]) => ({ value, label }));
}
