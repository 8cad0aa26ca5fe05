import { z } from 'zod/mini';
import { lifeEventValues } from '../code-lists/life-events.js';
import { type IsoDate, isIsoDate } from '../dates/iso-date.js';
import { effectiveDateProblem, type FamilyChange } from '../rules/effective-date-rules.js';
import { addFieldIssue, requiredCode, requiredDate } from './field-schemas.js';

/**
 * Qualifying life event date: the event and its date, inside the effective-date window (60 days
 * back; 31 days ahead, or today for the add-child, death and divorce cases). `change` says whether
 * the date adds or removes a family member (their own messages); `planStartDate` refuses a family
 * change dated before the plan began (the message links to submitting a QLE).
 */
export function createQleEventDateSchema({
  today,
  change,
  planStartDate,
}: {
  today: IsoDate;
  change?: FamilyChange;
  planStartDate?: IsoDate;
}) {
  return z
    .object({
      event: requiredCode(lifeEventValues),
      eventDate: requiredDate(),
    })
    .check(
      z.superRefine(({ event, eventDate }, ctx) => {
        if (!isIsoDate(eventDate)) return;
        const problem = effectiveDateProblem({
          date: eventDate,
          event,
          today,
          ...(change === undefined ? {} : { change }),
          ...(planStartDate === undefined ? {} : { planStartDate }),
        });
        if (problem) addFieldIssue(ctx, 'eventDate', problem);
      }),
    );
}

export type QleEventDateForm = z.infer<ReturnType<typeof createQleEventDateSchema>>;
