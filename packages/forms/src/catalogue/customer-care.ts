import { isUsPhoneNumber } from '../rules/phone-rules.js';

/**
 * The demo's customer-care phone number, shown in place of `{phone}` (spec section 8) until the
 * apps configure the real one. The spec does not give the number: this is a reserved fictional
 * one (555-01xx). The portal sets `PORTAL_CUSTOMER_CARE_PHONE` at build and the service at start;
 * each calls `configureCustomerCarePhone` with it.
 */
export const CUSTOMER_CARE_PHONE = '1-800-555-0100';

/**
 * A number as customers dial it: '1-800-555-0100', '800-555-0100' or '(800) 555-0100', with a
 * valid North American area code and exchange.
 */
export function isCustomerCarePhone(value: string): boolean {
  return (
    /^(1-\d{3}-\d{3}-\d{4}|\d{3}-\d{3}-\d{4}|\(\d{3}\) \d{3}-\d{4})$/.test(value) &&
    isUsPhoneNumber(value)
  );
}

let configuredPhone: string = CUSTOMER_CARE_PHONE;

/**
 * Sets the number every `{phone}` shows from now on, in this process or page. The apps check the
 * value with `isCustomerCarePhone` where they read it (the portal's build, the service's config),
 * so a typo stops the build or the start; the check is not repeated here, which keeps it out of
 * every page's first script.
 */
export function configureCustomerCarePhone(phone: string): void {
  configuredPhone = phone;
}

/** The number `{phone}` shows: the configured one, or the demo's. */
export function customerCarePhone(): string {
  return configuredPhone;
}

export type MessageParams = { readonly phone?: string } & Readonly<Record<string, string | number>>;

/**
 * Replaces each `{name}` in a text with its parameter; `{phone}` defaults to the customer-care
 * number. Unknown placeholders are left as they are, so a missing parameter shows up in review.
 */
export function fillPlaceholders(text: string, params: MessageParams = {}): string {
  const values: Record<string, string | number> = { phone: customerCarePhone(), ...params };
  return text.replaceAll(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
