/** Joins the ids of an `aria-describedby`, skipping missing ones; `undefined` when none is left. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
