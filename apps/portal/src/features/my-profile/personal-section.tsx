import type { UserProfile } from '@portal/api/profile';
import { Card, Stack, SummaryList } from '@portal/ui';
import { longDate } from '../../plans/long-date.js';
import * as styles from './my-profile.css.js';
import { myProfileCopy } from './my-profile-copy.js';

const copy = myProfileCopy.personal;

/**
 * Names, date of birth and the SSN (its last four only, masked): shown, not edited here (they are
 * fixed once the account exists; customer care changes them).
 */
export function PersonalSection({ profile }: { profile: UserProfile }) {
  const person = profile.objPersonal;
  const name = [
    person.strPrefix,
    person.strFirst_Nm,
    person.strMiddle_Init,
    person.strLast_Nm,
    person.strSuffix,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Card as="section" id="personal" aria-labelledby="personal-heading" className={styles.section}>
      <Stack gap={4}>
        <h2 id="personal-heading" className={styles.sectionHeading}>
          {copy.heading}
        </h2>
        <p>{copy.intro}</p>
        <SummaryList
          rows={[
            { id: 'name', term: copy.name, value: name },
            {
              id: 'date-of-birth',
              term: copy.dateOfBirth,
              value: person.dtDOB ? longDate(person.dtDOB) : copy.notOnFile,
            },
            {
              id: 'ssn',
              term: copy.ssn,
              value: person.strSSNLast4 ? copy.maskedSsn(person.strSSNLast4) : copy.notOnFile,
            },
          ]}
        />
      </Stack>
    </Card>
  );
}
