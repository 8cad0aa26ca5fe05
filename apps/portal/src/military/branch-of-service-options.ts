import { employmentStatuses, optionsOf, reserveComponents } from '@portal/forms/code-lists';

/** The statuses a uniformed member (or their sponsor) chooses from, in this order. */
export const militaryStatusOptions = (['ACD', 'RCM', 'RET', 'MOH'] as const).map((value) => ({
  value,
  label: employmentStatuses[value],
}));

/** Reservist or guardsman, asked only of a reserve component member (status RCM). */
export const reserveComponentOptions = optionsOf(reserveComponents);
