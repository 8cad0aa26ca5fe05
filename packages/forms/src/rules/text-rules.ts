/** A value that holds nothing but whitespace counts as empty (spec section 5: reset on blur). */
export function isBlank(value: string): boolean {
  return value.trim().length === 0;
}

export function isWithinMaxLength(value: string, maxLength: number): boolean {
  return value.length <= maxLength;
}
