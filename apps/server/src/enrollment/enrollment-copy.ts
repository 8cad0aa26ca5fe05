import { readFileSync } from 'node:fs';
import path from 'node:path';
import { agreementIdValues } from '@portal/api/enrollment';
import { paymentTypeCodeValues } from '@portal/forms/code-lists';
import { z } from 'zod/mini';
import { contentDir } from '../content/content-files.js';

/*
 * The words of enrolling that are not messages: the agreements with their versions and what
 * happens next after any enrollment (content/enrollment/enrollment-copy.json, both sites), and
 * what happens next per payment type (next-steps.json: the deductions' texts reach federal
 * members only, who alone are offered them). Read once and checked,
 * so a bad edit stops the service at start-up. A new version of an agreement is a new `version`:
 * a draft that accepted the old one is asked again.
 */

const copySchema = z.strictObject({
  agreements: z.array(
    z.strictObject({
      agreementId: z.enum(agreementIdValues),
      title: z.string().check(z.minLength(1)),
      version: z.string().check(z.minLength(1), z.maxLength(20)),
      paragraphs: z.array(z.string().check(z.minLength(1))),
      checkboxLabel: z.string().check(z.minLength(1)),
    }),
  ),
  commonNextSteps: z.array(z.string()),
});
const nextStepsSchema = z.strictObject({
  nextSteps: z.record(z.enum(paymentTypeCodeValues), z.string()),
});

export type EnrollmentCopy = z.infer<typeof copySchema> & z.infer<typeof nextStepsSchema>;

const read = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(contentDir, 'enrollment', name), 'utf8'));
let loaded: EnrollmentCopy | undefined;

export function enrollmentCopy(): EnrollmentCopy {
  loaded ??= {
    ...copySchema.parse(read('enrollment-copy.json')),
    ...nextStepsSchema.parse(read('next-steps.json')),
  };
  return loaded;
}
