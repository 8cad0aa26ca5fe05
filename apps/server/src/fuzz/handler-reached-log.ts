import { Writable } from 'node:stream';
import { handlerReachedMessage } from '../platform/endpoint-routes.js';

/**
 * The service's log, read for the one line endpoint-routes.ts writes at debug level when a call
 * passed the session, the envelope and its contract. Pino writes each line synchronously to the
 * stream it is given, and the harness sends one request at a time, so the lines counted between
 * sending and answering are that request's.
 */
export class HandlerReachedLog {
  private reached = 0;
  private failures: string[] = [];
  readonly stream = new Writable({
    write: (chunk: Buffer | string, _encoding, done) => {
      const line = chunk.toString();
      if (line.includes(handlerReachedMessage)) this.reached += 1;
      // Anything the service logs as an error is a fault even when the answer looked fine.
      if (line.includes('"level":50') || line.includes('"level":60')) this.failures.push(line);
      done();
    },
  });

  /** Call before sending; the function returned says whether a handler was reached since. */
  mark(): () => boolean {
    const before = this.reached;
    return () => this.reached > before;
  }

  /** Error lines logged since the last call, then forgotten. */
  takeErrors(): string[] {
    const errors = this.failures;
    this.failures = [];
    return errors;
  }
}
