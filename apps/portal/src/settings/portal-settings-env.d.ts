/** The build-time settings vite.config.ts writes in (portal-setting-rules.ts). */
interface ImportMetaEnv {
  readonly PORTAL_CUSTOMER_CARE_PHONE?: string;
  readonly PORTAL_MP_LOGO_URL?: string;
}
