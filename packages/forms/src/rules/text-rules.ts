/** A value that holds nothing but whitespace counts as empty (spec section 5: reset on blur). */
export function isBlank(value: string): boolean {
  return value.trim().length === 0;
}

export function isWithinMaxLength(value: string, maxLength: number): boolean {
  return value.length <= maxLength;
}

/*
 * Control characters (Unicode category Cc: C0 U+0000–U+001F, DEL U+007F and C1 U+0080–U+009F)
 * are never part of what a member types; they arrive only from a crafted request or a bad paste.
 * NUL is refused by PostgreSQL text columns (a 500) and kept as is by SQLite, the others end up
 * in emails, logs and the support mailbox where they can forge line breaks or terminal escapes
 * (U+0085 is a line break to some readers, U+009B a terminal's CSI), so C1 and DEL go with C0.
 * Tab, line feed and carriage return are what a text area's Enter and Tab keys and a pasted
 * paragraph hold, so a multi-line field keeps them.
 */
const anyControlCharacter = /\p{Cc}/u;
const controlCharacterOtherThanLineBreakOrTab = /[^\P{Cc}\t\n\r]/u;

/** One-line text (user ids, names, passwords, search words): no control character at all. */
export function isSingleLineText(value: string): boolean {
  return !anyControlCharacter.test(value);
}

/** Multi-line text (the contact message, any text area): tab, LF and CR only. */
export function isMultiLineText(value: string): boolean {
  return !controlCharacterOtherThanLineBreakOrTab.test(value);
}
