import type { RateLimitConfig } from '../config.js';
import type { RateRule } from '../platform/rate-limiter.js';

/** The limits of account recovery (README 'Configuration'), counted in the shared counters. */
export function recoveryRateRules(config: RateLimitConfig) {
  return {
    /** Find-account attempts per client address: slows trying many people from one place. */
    findAccountPerAddress: {
      name: 'find-account-address',
      limit: config.findAccountPerAddress,
      windowSeconds: config.loginWindowSeconds,
    },
    /**
     * Find-account attempts per person (normalised last name and date of birth), from anywhere:
     * the SSN is nine digits, so guessing it for one known person must stay slow.
     */
    findAccountPerPerson: {
      name: 'find-account-person',
      limit: config.findAccountPerPerson,
      windowSeconds: config.loginWindowSeconds,
    },
    /** Links sent to one account per hour: nobody can flood a member's inbox or phone. */
    resetLinksPerMember: {
      name: 'reset-links-member',
      limit: config.resetLinksPerMember,
      windowSeconds: 3600,
    },
  } satisfies Record<string, RateRule>;
}
