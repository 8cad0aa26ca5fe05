import { Writable } from 'node:stream';

/**
 * A log stream to give createTestApp (`logStream`), keeping in memory every line the app writes
 * to it, in order, so a test can read what the service logged (and what it must never log).
 */
export function capturedLog(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}
