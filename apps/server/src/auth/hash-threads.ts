import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Options } from '@node-rs/argon2';
import { createHashSlots } from './hash-slots.js';

/**
 * The service's argon2id hashes (passwords, security answers, one-time codes, the SSN lookup) run
 * here: one worker thread per core, at most one hash each (hash-slots.ts queues the rest), each
 * thread at a lower CPU priority than the event loop (on Linux, where a nice value belongs to a
 * thread). A hash takes a core for about 10 ms; in libuv's pool, at the event loop's priority,
 * two of them on two cores left the event loop a third of a core's time whenever the load
 * generator or anything else also wanted one, and the bank list's p99 with sign-ins arriving was
 * many times its quiet p99 (issue 17, tests/bench/README.md). At a lower priority a hash still
 * takes every idle moment of a core, but yields whenever the event loop has a request to answer.
 */

/** Linux nice value of the hashing threads: about a tenth of a core's share against nice 0. */
export const hashThreadNiceness = 10;

type Operation = 'hashSync' | 'verifySync' | 'hashRawSync';

// Evaluated as the worker's script, as CommonJS or as a module alike (a process started with
// --input-type=module evaluates it as one): built-ins through process.getBuiltinModule, and the
// argon2 module resolved here and passed in, so the same source works from the TypeScript sources
// and from the bundle.
const workerSource = `
const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
const { createRequire } = process.getBuiltinModule('node:module');
const argon2 = createRequire(workerData.argon2)(workerData.argon2);
if (workerData.niceness > 0 && process.platform === 'linux') {
  // 0 names the calling thread on Linux: this worker only, not the service's event loop.
  try { process.getBuiltinModule('node:os').setPriority(0, workerData.niceness); } catch {}
}
parentPort.on('message', ({ operation, args }) => {
  try {
    parentPort.postMessage({ ok: true, value: argon2[operation](...args) });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Answer = { ok: true; value: unknown } | { ok: false; message: string };

interface HashThread {
  worker: Worker;
  alive: boolean;
  settle: ((answer: Answer) => void) | null;
}

export interface HashThreads {
  hash(password: string, options: Options): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  hashRaw(input: string, options: Options): Promise<Buffer>;
}

export function createHashThreads({
  threads,
  niceness,
}: {
  threads: number;
  niceness: number;
}): HashThreads {
  const argon2 = createRequire(import.meta.url).resolve('@node-rs/argon2');
  const slots = createHashSlots(threads);
  const idle: HashThread[] = [];

  function startThread(): HashThread {
    const thread: HashThread = {
      worker: new Worker(workerSource, { eval: true, workerData: { argon2, niceness } }),
      alive: true,
      settle: null,
    };
    thread.worker.on('message', (answer: Answer) => {
      const settle = thread.settle;
      thread.settle = null;
      settle?.(answer);
    });
    thread.worker.on('error', (error) => {
      // A crashed thread is replaced; the hash it was running fails.
      thread.settle?.({ ok: false, message: error.message });
      thread.settle = null;
    });
    thread.worker.on('exit', () => {
      thread.alive = false;
      const index = idle.indexOf(thread);
      if (index >= 0) idle.splice(index, 1);
      thread.settle?.({ ok: false, message: 'the hashing thread stopped' });
      thread.settle = null;
    });
    // An idle thread does not keep the process alive (a script's end, a service shutting down);
    // after the listeners, which would otherwise hold the thread's port open.
    thread.worker.unref();
    return thread;
  }

  function run(operation: Operation, args: unknown[]): Promise<unknown> {
    // The slots allow one job per thread, so a thread is always free when a job gets its slot.
    return slots(
      () =>
        new Promise<unknown>((resolve, reject) => {
          const thread = idle.pop() ?? startThread();
          thread.settle = (answer) => {
            thread.worker.unref();
            if (thread.alive) idle.push(thread);
            if (answer.ok) resolve(answer.value);
            else reject(new Error(answer.message));
          };
          // A hash being waited for keeps the process alive, as libuv's pool would.
          thread.worker.ref();
          thread.worker.postMessage({ operation, args });
        }),
    );
  }

  return {
    hash: async (password, options) => String(await run('hashSync', [password, options])),
    verify: async (passwordHash, password) =>
      (await run('verifySync', [passwordHash, password])) === true,
    async hashRaw(input, options) {
      // Transferred as a Uint8Array; a Buffer view of the same bytes, as hashRaw returns.
      const value = (await run('hashRawSync', [input, options])) as Uint8Array;
      return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    },
  };
}

/** One thread per core: the service's every argon2 hash goes through these. */
export const hashThreads = createHashThreads({
  threads: availableParallelism(),
  niceness: hashThreadNiceness,
});
