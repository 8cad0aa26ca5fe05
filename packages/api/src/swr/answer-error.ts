/**
 * An envelope whose returnCode is not a success, raised by a data hook's fetcher so SWR reports it
 * as the hook's `error`; the screen decides what the code means to a member.
 */
export class AnswerError extends Error {
  readonly returnCode: number;

  constructor(returnCode: number, message?: string) {
    super(message ?? `The service answered returnCode ${returnCode}`);
    this.name = 'AnswerError';
    this.returnCode = returnCode;
  }
}
