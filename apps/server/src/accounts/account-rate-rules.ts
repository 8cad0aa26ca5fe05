import type { RateLimitConfig } from '../config.js';
import type { RateRule } from '../platform/rate-limiter.js';

/** The limits of account creation (README 'Configuration'), counted in the shared counters. */
export function accountRateRules(config: RateLimitConfig) {
  return {
    /** Every account-creation call and look-up per client address: visitors, not scripts. */
    accountCreationPerAddress: {
      name: 'account-creation-address',
      limit: config.accountCreationPerAddress,
      windowSeconds: 3600,
    },
    /**
     * Username checks per address and per draft: the check answers only an application in
     * progress, and these keep it from listing usernames (issue 19).
     */
    usernameChecksPerAddress: {
      name: 'username-checks-address',
      limit: config.usernameChecksPerAddress,
      windowSeconds: 3600,
    },
    usernameChecksPerDraft: {
      name: 'username-checks-draft',
      limit: config.usernameChecksPerDraft,
      windowSeconds: 3600,
    },
    /** Account creations tried per address: each costs seven argon2id hashes. */
    accountsPerAddress: {
      name: 'accounts-address',
      limit: config.accountsPerAddress,
      windowSeconds: 3600,
    },
  } satisfies Record<string, RateRule>;
}
