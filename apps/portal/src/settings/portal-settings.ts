import { configureCustomerCarePhone } from '@portal/forms/catalogue';
import { demoPortalSettings, type PortalSettings } from './portal-setting-rules.js';

/**
 * The settings this build was made with: vite.config.ts checks the environment
 * (readPortalSettings) and writes the values in place of these `import.meta.env` names. Where no
 * build wrote them (the page tests), the demo's values stand.
 */
export const portalSettings: PortalSettings = {
  customerCarePhone:
    import.meta.env.PORTAL_CUSTOMER_CARE_PHONE ?? demoPortalSettings.customerCarePhone,
  mpLogoUrl: import.meta.env.PORTAL_MP_LOGO_URL ?? demoPortalSettings.mpLogoUrl,
};

// Every `{phone}` the forms package fills (messages, field errors) says this build's number. The
// editions' data imports this module, and every page loads the editions first.
configureCustomerCarePhone(portalSettings.customerCarePhone);
