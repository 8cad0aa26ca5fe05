import { isCustomerCarePhone } from '@portal/forms/catalogue';

/**
 * The portal's build-time settings: read from the environment when the portal is built and baked
 * into every page, the prerendered ones included (the portal has no rendering server to read
 * them later): vite.config.ts checks them here and writes them in as `import.meta.env` names,
 * which customer-care-phone.ts and the individual edition's data read.
 */
export type PortalSettings = {
  /** Every `{phone}` in messages and content. */
  customerCarePhone: string;
  /** Where the logo takes a visitor of the individual plans' site (spec section 2). */
  mpLogoUrl: string;
};

/**
 * The demo's values: a fictional 555-01xx number (the forms package's `CUSTOMER_CARE_PHONE`, the
 * unit test checks they agree; spelled here so the editions' data, in every page's first script,
 * needs no forms module) and a reserved `.example` address.
 */
export const demoPortalSettings: PortalSettings = {
  customerCarePhone: '1-800-555-0100',
  mpLogoUrl: 'https://www.individual-legal-plans.example/',
};

export const portalSettingNames = {
  customerCarePhone: 'PORTAL_CUSTOMER_CARE_PHONE',
  mpLogoUrl: 'PORTAL_MP_LOGO_URL',
} as const satisfies Record<keyof PortalSettings, string>;

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * The settings from an environment, the demo's where a variable is unset or empty. Throws one
 * message naming every bad value, so a typo stops the build instead of reaching a customer.
 */
export function readPortalSettings(
  env: Readonly<Record<string, string | undefined>>,
): PortalSettings {
  const value = (key: keyof PortalSettings) =>
    env[portalSettingNames[key]] || demoPortalSettings[key];
  const settings: PortalSettings = {
    customerCarePhone: value('customerCarePhone'),
    mpLogoUrl: value('mpLogoUrl'),
  };
  const problems = [
    isCustomerCarePhone(settings.customerCarePhone)
      ? null
      : `${portalSettingNames.customerCarePhone} must be a number like 1-800-555-0100, 800-555-0100 or (800) 555-0100, not ${JSON.stringify(settings.customerCarePhone)}`,
    isHttpsUrl(settings.mpLogoUrl)
      ? null
      : `${portalSettingNames.mpLogoUrl} must be an https:// address, not ${JSON.stringify(settings.mpLogoUrl)}`,
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return settings;
}
