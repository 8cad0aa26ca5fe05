import { returnCodes } from '../contracts/codes.js';
import { AnswerError } from './answer-error.js';

/*
 * How the enrollment hooks read an answer (issue 21). A check or a save resolves to an outcome the
 * screen branches on and never throws: `ok` with the answer's object; `refused` by a rule of
 * @portal/forms (returnCode 300) with the field errors by the form's field names (ready for
 * `applyServerErrors`) and the message; `dualEnrollment` (203) with the message "This person is
 * already enrolled under another person's plan."; `notFound` (404: no draft, not the member's);
 * `unavailable` (no envelope at all, or another code: the service-unavailable banner).
 */

export type Refusal = {
  objFieldErrors?: Record<string, string> | undefined;
  strMessage?: string | undefined;
};

export type EnrollmentOutcome<T> =
  | { kind: 'ok'; value: T }
  | {
      kind: 'refused';
      fieldErrors: Record<string, string>;
      message: string | null;
      value: T | null;
    }
  | { kind: 'dualEnrollment'; message: string | null; value: T | null }
  | { kind: 'notFound' }
  | { kind: 'unavailable'; returnCode: number | null };

type Answer<T> = { returnCode: number; strReturnObject: T | null };

export function outcomeOf<T extends Refusal>(answer: Answer<T>): EnrollmentOutcome<T> {
  const value = answer.strReturnObject;
  switch (answer.returnCode) {
    case returnCodes.success:
      return value === null ? { kind: 'unavailable', returnCode: 200 } : { kind: 'ok', value };
    case returnCodes.badRequest:
      return {
        kind: 'refused',
        fieldErrors: value?.objFieldErrors ?? {},
        message: value?.strMessage ?? null,
        value,
      };
    case returnCodes.dualEnrollment:
      return { kind: 'dualEnrollment', message: value?.strMessage ?? null, value };
    case returnCodes.notFound:
      return { kind: 'notFound' };
    default:
      return { kind: 'unavailable', returnCode: answer.returnCode };
  }
}

/** Runs a call and reads its outcome; a call that got no envelope is `unavailable`. */
export async function outcomeOfCall<T extends Refusal>(
  call: () => Promise<Answer<T>>,
): Promise<EnrollmentOutcome<T>> {
  try {
    return outcomeOf(await call());
  } catch {
    return { kind: 'unavailable', returnCode: null };
  }
}

/** For reads: the object of a 200, else an AnswerError (SWR's `error`). */
export function objectOf<T>(answer: Answer<T>): T {
  if (answer.returnCode !== returnCodes.success || answer.strReturnObject === null) {
    throw new AnswerError(answer.returnCode);
  }
  return answer.strReturnObject;
}
