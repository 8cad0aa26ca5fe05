import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The plan catalogue and the dashboard (issue 20; domain.md sections 3 and 4). The catalogue
 * itself is data (content/catalogue/plan-catalogue.json, read at start-up); this migration extends
 * the tables of 0001 and 0010 so that an enrollment says everything the dashboard shows, and the
 * enrollment flow (the next issue) can write the same rows:
 * - enrollments: the catalogue's plan id, the rate code, the kind (newHire, openSeason, belated,
 *   qle, reEnroll, individual), the end date, the payment type (spec codes 14 to 17, 34 to 36) and
 *   bank (for ABW), the policy number, auto-renewal, when it was submitted and which terms were
 *   accepted when. Status becomes the domain's words (pending, active, future, cancelled, ended):
 *   the 'E' rows of the first demo seeds are active.
 * - enrollment_dependents (the covered persons): from and to dates, so adding and removing family
 *   changes dates and never deletes history.
 * - member_affiliations: the pay frequency (B, S, M, T) and the hire date (new-hire window).
 * Portable types only, as in 0001.
 */
export const addPlanCatalogueEnrollments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('enrollments').addColumn('plan_id', 'text').execute();
    await db.schema
      .alterTable('enrollments')
      .addColumn('rate_code', 'text', (col) => col.notNull().defaultTo('R01'))
      .execute();
    await db.schema.alterTable('enrollments').addColumn('kind', 'text').execute();
    await db.schema.alterTable('enrollments').addColumn('end_date', 'text').execute();
    await db.schema.alterTable('enrollments').addColumn('payment_type', 'text').execute();
    await db.schema
      .alterTable('enrollments')
      .addColumn('bank_id', 'text', (col) => col.references('bank_accounts.bank_id'))
      .execute();
    await db.schema.alterTable('enrollments').addColumn('policy_number', 'text').execute();
    await db.schema
      .alterTable('enrollments')
      .addColumn('auto_renew', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('enrollments').addColumn('submitted_at', 'text').execute();
    await db.schema.alterTable('enrollments').addColumn('terms_version', 'text').execute();
    await db.schema.alterTable('enrollments').addColumn('terms_accepted_at', 'text').execute();

    await sql`update enrollments set plan_id = program_id || '-' || plan_tier where plan_id is null`.execute(
      db,
    );
    await sql`update enrollments set kind = 'openSeason' where kind is null`.execute(db);
    await sql`update enrollments set status = 'active' where status = 'E'`.execute(db);
    await sql`update enrollments set status = 'future' where status = 'FE'`.execute(db);
    await sql`update enrollments set end_date = cast(plan_year as text) || '-12-31' where end_date is null`.execute(
      db,
    );
    await db.schema
      .createIndex('enrollments_by_member_program_year')
      .on('enrollments')
      .columns(['member_id', 'program_id', 'plan_year'])
      .execute();

    await db.schema.alterTable('enrollment_dependents').addColumn('from_date', 'text').execute();
    await db.schema.alterTable('enrollment_dependents').addColumn('to_date', 'text').execute();
    await sql`update enrollment_dependents set from_date = (select enrollments.effective_date from enrollments where enrollments.enrollment_id = enrollment_dependents.enrollment_id) where from_date is null`.execute(
      db,
    );

    await db.schema.alterTable('member_affiliations').addColumn('pay_frequency', 'text').execute();
    await db.schema.alterTable('member_affiliations').addColumn('hire_date', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('enrollments_by_member_program_year').execute();
    for (const column of ['pay_frequency', 'hire_date']) {
      await db.schema.alterTable('member_affiliations').dropColumn(column).execute();
    }
    for (const column of ['from_date', 'to_date']) {
      await db.schema.alterTable('enrollment_dependents').dropColumn(column).execute();
    }
    for (const column of [
      'plan_id',
      'rate_code',
      'kind',
      'end_date',
      'payment_type',
      'bank_id',
      'policy_number',
      'auto_renew',
      'submitted_at',
      'terms_version',
      'terms_accepted_at',
    ]) {
      await db.schema.alterTable('enrollments').dropColumn(column).execute();
    }
  },
};
