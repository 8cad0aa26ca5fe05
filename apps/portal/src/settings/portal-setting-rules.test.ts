import { CUSTOMER_CARE_PHONE } from '@portal/forms/catalogue';
import { describe, expect, it } from 'vitest';
import { demoPortalSettings, readPortalSettings } from './portal-setting-rules.js';

describe("the portal's build-time settings", () => {
  it("are the demo's when unset or empty: a fictional 555 number and an .example address", () => {
    expect(readPortalSettings({})).toEqual(demoPortalSettings);
    expect(readPortalSettings({ PORTAL_CUSTOMER_CARE_PHONE: '', PORTAL_MP_LOGO_URL: '' })).toEqual(
      demoPortalSettings,
    );
    expect(demoPortalSettings.customerCarePhone).toBe(CUSTOMER_CARE_PHONE);
    expect(new URL(demoPortalSettings.mpLogoUrl).hostname).toMatch(/\.example$/);
  });

  it('take the values set', () => {
    expect(
      readPortalSettings({
        PORTAL_CUSTOMER_CARE_PHONE: '(888) 555-0142',
        PORTAL_MP_LOGO_URL: 'https://plans.example.org/legal',
      }),
    ).toEqual({
      customerCarePhone: '(888) 555-0142',
      mpLogoUrl: 'https://plans.example.org/legal',
    });
  });

  it('stop the build on a bad value, naming each variable', () => {
    expect(() =>
      readPortalSettings({
        PORTAL_CUSTOMER_CARE_PHONE: 'call us',
        PORTAL_MP_LOGO_URL: 'http://plans.example.org/',
      }),
    ).toThrow(/PORTAL_CUSTOMER_CARE_PHONE must be[\s\S]*PORTAL_MP_LOGO_URL must be an https/);
    expect(() => readPortalSettings({ PORTAL_MP_LOGO_URL: 'javascript:alert(1)' })).toThrow(
      /PORTAL_MP_LOGO_URL/,
    );
  });
});
