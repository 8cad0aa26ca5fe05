import type { RateLimitConfig } from '../config.js';
import type { RateRule } from '../platform/rate-limiter.js';

/** The limits of the security settings (README 'Configuration'), counted in the shared counters. */
export function settingsRateRules(config: RateLimitConfig) {
  return {
    /**
     * Current-password checks of the security settings per member (issue 14, finding 6): a wrong
     * one is a password guess made with a stolen session, so they are limited; but on their own
     * count, not the sign-in one, or a member making a few changes would lock themselves out of
     * signing in.
     */
    settingsChecksPerMember: {
      name: 'settings-checks-member',
      limit: config.settingsChecksPerMember,
      windowSeconds: config.loginWindowSeconds,
    },
  } satisfies Record<string, RateRule>;
}
