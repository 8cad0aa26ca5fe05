import type { Migration, MigrationProvider } from 'kysely/migration';
import { createCoreTables } from './0001-create-core-tables.js';
import { addTokensKeysAndRateLimits } from './0002-tokens-keys-rate-limits.js';
import { addOutbox } from './0003-outbox.js';
import { addTwoStepSignIns } from './0004-two-step-sign-ins.js';
import { addAccountRecovery } from './0005-account-recovery.js';
import { addContactMessages } from './0006-contact-messages.js';
import { addSignInHardening } from './0007-sign-in-hardening.js';
import { addEnvelopeSessionKeys } from './0008-envelope-session-keys.js';
import { addIdempotencyKeys } from './0009-idempotency-keys.js';
import { addAccountCreation } from './0010-account-creation.js';
import { addPlanCatalogueEnrollments } from './0011-plan-catalogue-enrollments.js';
import { addEnrollmentFlow } from './0012-enrollment-flow.js';
import { addProfileAlertsActivity } from './0013-profile-alerts-activity.js';

/**
 * Migrations as code rather than files read from a folder, so the bundled dist/ carries them.
 * Names sort in the order they run; never rename or edit one that has shipped, add a new one.
 */
const migrations: Record<string, Migration> = {
  '0001-create-core-tables': createCoreTables,
  '0002-tokens-keys-rate-limits': addTokensKeysAndRateLimits,
  '0003-outbox': addOutbox,
  '0004-two-step-sign-ins': addTwoStepSignIns,
  '0005-account-recovery': addAccountRecovery,
  '0006-contact-messages': addContactMessages,
  '0007-sign-in-hardening': addSignInHardening,
  '0008-envelope-session-keys': addEnvelopeSessionKeys,
  '0009-idempotency-keys': addIdempotencyKeys,
  '0010-account-creation': addAccountCreation,
  '0011-plan-catalogue-enrollments': addPlanCatalogueEnrollments,
  '0012-enrollment-flow': addEnrollmentFlow,
  '0013-profile-alerts-activity': addProfileAlertsActivity,
};

export const portalMigrations: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
