import { randomUUID } from 'node:crypto';
import type {
  Dependent,
  DependentVo,
  FetchProgramDependentResponse,
  ProgramDependent,
} from '@portal/api/enrollment';
import { dependantFormOf } from '@portal/api/enrollment';
import { type FieldErrorKey, formatMessage } from '@portal/forms/catalogue';
import type { IsoDate } from '@portal/forms/dates';
import { normaliseSsn } from '@portal/forms/rules';
import { createDependantSchema, type DependantForm, fieldErrorsOf } from '@portal/forms/schemas';
import { ssnLookupOf } from '../accounts/ssn-lookup.js';
import type { Database } from '../db/create-database.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import {
  type DependentRow,
  listFamily,
  lookupsCoveredElsewhere,
  memberSsnLookup,
} from './dependent-queries.js';
import { dependentOf, dependentTypeOf, eligibilityProblem } from './dependent-views.js';
import type { EnrollmentContext } from './enrollment-context.js';
import type { EnrollmentSecrets } from './enrollment-secrets.js';

/*
 * 'Who is covered' on the service (issue 21): the family on file, who of it can be covered on a
 * day, checking and adding a family member with the dependant form's rules (createDependantSchema)
 * and against the file, and dual enrollment by identity (the SSN's service-wide lookup hash).
 */

export type Check =
  | { kind: 'ok' }
  | { kind: 'refused'; fieldErrors: Record<string, string>; message: string }
  | { kind: 'dual'; message: string };

const refused = (field: string, key: FieldErrorKey): Check => ({
  kind: 'refused',
  fieldErrors: { [field]: key },
  message: formatMessage(key),
});

export const dualEnrollmentMessage = () => formatMessage('dualEnrollment');

export function createFamilyService({ db, secrets }: { db: Database; secrets: EnrollmentSecrets }) {
  /** The dependant form's own rules, on today (the service's clock). */
  function ownRules(vo: DependentVo, today: IsoDate): { form: DependantForm } | Check {
    const result = createDependantSchema({ today }).safeParse(dependantFormOf(vo));
    if (result.success) return { form: result.data };
    const fieldErrors = fieldErrorsOf(result.error);
    const first = Object.values(fieldErrors)[0] ?? 'pattern';
    return { kind: 'refused', fieldErrors, message: formatMessage(first) };
  }

  /** Against the member's file and other members' plans (validateDependentDetails). */
  async function againstFile(
    context: EnrollmentContext,
    form: DependantForm,
    editingId: string | null,
  ): Promise<{ lookup: string | null } | Check> {
    const memberId = context.plan.facts.memberId;
    const family = (await listFamily(db, memberId)).filter((row) => row.dependent_id !== editingId);
    if (form.relationship === 'S' && family.some((row) => row.relationship === 'S')) {
      return refused('relationship', 'spouseAlreadyOnFile');
    }
    const sameName = (row: DependentRow) =>
      row.first_name.toLowerCase() === form.firstName.toLowerCase() &&
      row.last_name.toLowerCase() === form.lastName.toLowerCase() &&
      row.date_of_birth === form.dateOfBirth;
    if (family.some(sameName)) return refused('firstName', 'dependantAlreadyOnFile');
    if (!form.ssn) return { lookup: null };
    const lookup = await ssnLookupOf(db, form.ssn);
    if (lookup === (await memberSsnLookup(db, memberId))) {
      return refused('ssn', 'dependantAlreadyOnFile');
    }
    if (family.some((row) => row.ssn_lookup === lookup)) {
      return refused('ssn', 'dependantAlreadyOnFile');
    }
    const elsewhere = await lookupsCoveredElsewhere(
      db,
      memberId,
      context.program.programId,
      [lookup],
      context.today,
    );
    if (elsewhere.size > 0) return { kind: 'dual', message: dualEnrollmentMessage() };
    return { lookup };
  }

  return {
    async userDependents(memberId: string): Promise<Dependent[]> {
      return (await listFamily(db, memberId)).map(dependentOf);
    },

    /** The family on `onDate`: who can be covered, who is covered elsewhere, who by this member. */
    async programDependents(
      context: EnrollmentContext,
      onDate: IsoDate,
    ): Promise<NonNullable<FetchProgramDependentResponse['strReturnObject']>> {
      const memberId = context.plan.facts.memberId;
      const family = await listFamily(db, memberId);
      const elsewhere = await lookupsCoveredElsewhere(
        db,
        memberId,
        context.program.programId,
        family.map((row) => row.ssn_lookup).filter((value): value is string => value !== null),
        onDate,
      );
      const coveredIds = new Set(
        context.live.flatMap((row) => row.covered.map((person) => person.dependentId)),
      );
      const liDependents: ProgramDependent[] = family.map((row) => {
        const problem = eligibilityProblem(row, onDate);
        return {
          ...dependentOf(row),
          blnEligible: problem === undefined,
          strIneligibleReason: problem ?? null,
          strIneligibleMessage: problem ? formatMessage(problem as FieldErrorKey) : null,
          blnCoveredElsewhere: row.ssn_lookup !== null && elsewhere.has(row.ssn_lookup),
          blnCovered: coveredIds.has(row.dependent_id),
        };
      });
      return { dtEffDate: onDate, liDependents };
    },

    ownRulesCheck(vo: DependentVo, today: IsoDate): Check {
      const outcome = ownRules(vo, today);
      return 'kind' in outcome ? outcome : { kind: 'ok' };
    },

    async detailsCheck(
      context: EnrollmentContext,
      vo: DependentVo,
      editingId: string | null,
    ): Promise<Check> {
      const own = ownRules(vo, context.today);
      if ('kind' in own) return own;
      const file = await againstFile(context, own.form, editingId);
      return 'kind' in file ? file : { kind: 'ok' };
    },

    /**
     * Adds a family member (or edits one the member added and does not cover yet). Undefined
     * `editingId` not found among such family members: not-found (another member's, or covered).
     */
    async save(
      context: EnrollmentContext,
      vo: DependentVo,
      editingId: string | null,
      now: Date,
    ): Promise<{ kind: 'saved'; dependent: Dependent } | Check | { kind: 'not-found' }> {
      const memberId = context.plan.facts.memberId;
      if (editingId) {
        const editable = (await listFamily(db, memberId)).find(
          (row) => row.dependent_id === editingId && row.record_status === 'I',
        );
        if (!editable) return { kind: 'not-found' };
      }
      const own = ownRules(vo, context.today);
      if ('kind' in own) return own;
      const file = await againstFile(context, own.form, editingId);
      if ('kind' in file) return file;
      const { form } = own;
      const dependentId = editingId ?? randomUUID();
      const ssn = form.ssn ? normaliseSsn(form.ssn) : null;
      const values = {
        first_name: form.firstName,
        last_name: form.lastName,
        prefix: form.prefix ?? null,
        middle_initial: form.middleInitial || null,
        suffix: form.suffix ?? null,
        dependent_type: dependentTypeOf(form),
        relationship: form.relationship,
        date_of_birth: form.dateOfBirth,
        gender: form.gender,
        ssn_sealed: ssn ? secrets.seal(`dependent:${dependentId}`, ssn) : null,
        ssn_last4: ssn ? ssn.slice(-4) : null,
        ssn_lookup: file.lookup,
        incapable: form.incapableOfSelfSupport,
        incapacity_began_on:
          form.incapableOfSelfSupport === 'Y' ? form.incapacityBeganOn || null : null,
      };
      await db.transaction().execute(async (trx) => {
        if (editingId) {
          await trx
            .updateTable('dependents')
            .set(values)
            .where('dependent_id', '=', editingId)
            .where('member_id', '=', memberId)
            .execute();
        } else {
          await trx
            .insertInto('dependents')
            .values({
              ...values,
              dependent_id: dependentId,
              member_id: memberId,
              record_status: 'I',
              created_at: now.toISOString(),
            })
            .execute();
        }
        await recordAuditEvent(trx, {
          memberId,
          kind: 'enrollment.dependent-added',
          at: now,
          detail: { dependentId, relationship: form.relationship, edited: editingId !== null },
        });
      });
      const row = (await listFamily(db, memberId)).find(
        (candidate) => candidate.dependent_id === dependentId,
      );
      if (!row) throw new Error('A family member just saved is not on file');
      return { kind: 'saved', dependent: dependentOf(row) };
    },

    /**
     * The covered family for a draft or a submit: every id the member's (else not-found), each
     * eligible on the effective date (else refused), nobody covered under another person's plan
     * (else dual, with those people).
     */
    async coveredFamilyCheck(
      context: EnrollmentContext,
      ids: readonly string[],
      onDate: IsoDate,
    ): Promise<
      | { kind: 'ok'; rows: DependentRow[] }
      | { kind: 'not-found' }
      | Check
      | { kind: 'dual-people'; message: string; rows: DependentRow[] }
    > {
      const family = await listFamily(db, context.plan.facts.memberId);
      const rows = ids.map((id) => family.find((row) => row.dependent_id === id));
      if (rows.some((row) => row === undefined)) return { kind: 'not-found' };
      const chosen = rows as DependentRow[];
      for (const row of chosen) {
        const problem = eligibilityProblem(row, onDate);
        if (problem) {
          return {
            kind: 'refused',
            fieldErrors: { coveredDependantIds: problem },
            message: `${row.first_name} ${row.last_name}: ${formatMessage(problem as FieldErrorKey)}`,
          };
        }
      }
      const lookups = chosen
        .map((row) => row.ssn_lookup)
        .filter((value): value is string => value !== null);
      const elsewhere = await lookupsCoveredElsewhere(
        db,
        context.plan.facts.memberId,
        context.program.programId,
        lookups,
        onDate,
      );
      const dual = chosen.filter((row) => row.ssn_lookup !== null && elsewhere.has(row.ssn_lookup));
      if (dual.length > 0) {
        return { kind: 'dual-people', message: dualEnrollmentMessage(), rows: dual };
      }
      return { kind: 'ok', rows: chosen };
    },
  };
}

export type FamilyService = ReturnType<typeof createFamilyService>;
