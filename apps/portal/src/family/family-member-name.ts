import type { Dependent } from '@portal/api/enrollment';

/** A family member's name as the member knows them: 'Sam J Sokolova Jr'. */
export function familyMemberName(
  person: Pick<Dependent, 'strFirst_Nm' | 'strMiddle_Init' | 'strLast_Nm' | 'strSuffix'>,
): string {
  return [person.strFirst_Nm, person.strMiddle_Init, person.strLast_Nm, person.strSuffix]
    .filter((part) => part)
    .join(' ');
}
