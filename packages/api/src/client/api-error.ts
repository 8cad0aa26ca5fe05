/**
 * A call that produced no envelope: the network failed, the request timed out (status 504, spec
 * section 7) or the answer was not the service's JSON. `message` reads "status statusText".
 */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;

  constructor(status: number, statusText: string) {
    super(`${status} ${statusText}`.trim());
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
  }
}

export const requestTimeoutStatus = 504;
