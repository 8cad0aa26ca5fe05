import { configureCustomerCarePhone } from '@portal/forms/catalogue';

/**
 * Imported for its effect by every module that fills `{phone}` (the served messages' hook, the
 * contact page, the prerender's content reader): from then on `@portal/forms` fills it with the
 * number vite.config.ts wrote in (PORTAL_CUSTOMER_CARE_PHONE, checked there). Where no build wrote
 * one (the page tests), the forms package's default is already the demo's number. Not in the
 * shell every page loads first, which has no `{phone}` to fill.
 */
const phone = import.meta.env.PORTAL_CUSTOMER_CARE_PHONE;
if (phone) configureCustomerCarePhone(phone);
