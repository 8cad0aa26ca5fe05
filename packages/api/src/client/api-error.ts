export type ApiErrorOptions = {
  /** Whether sending the request again may help; by default for network failures and 5xx. */
  retryable?: boolean;
};

/**
 * A call that produced no envelope: the network failed (status 0), the request timed out (status
 * 504, spec section 7), the answer was not the service's JSON, failed to decrypt, or broke its
 * contract (502). `message` reads "status statusText".
 */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly retryable: boolean;

  constructor(status: number, statusText: string, options: ApiErrorOptions = {}) {
    super(`${status} ${statusText}`.trim());
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.retryable = options.retryable ?? (status === 0 || status >= 500);
  }
}

export const requestTimeoutStatus = 504;
