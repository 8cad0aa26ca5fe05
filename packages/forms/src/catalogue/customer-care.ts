/**
 * The customer-care phone number that messages show in place of `{phone}` (spec section 8). The
 * spec does not give the number: this is a reserved fictional one (555-01xx) until the plan
 * administrator's number is configured; pass `{ phone }` to formatMessage or
 * buildErrorMessagesAsset to use another.
 */
export const CUSTOMER_CARE_PHONE = '1-800-555-0100';

export type MessageParams = { readonly phone?: string } & Readonly<Record<string, string | number>>;

/**
 * Replaces each `{name}` in a text with its parameter; `{phone}` defaults to the customer-care
 * number. Unknown placeholders are left as they are, so a missing parameter shows up in review.
 */
export function fillPlaceholders(text: string, params: MessageParams = {}): string {
  const values: Record<string, string | number> = { phone: CUSTOMER_CARE_PHONE, ...params };
  return text.replaceAll(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
