/**
 * The bank-list benchmark's half-load sender, in a process of its own: the benchmark's process
 * holds autocannon's state and the pool of sealed bodies, and its garbage collections and timers
 * showed up as latency that was not the service's. Reads its options (PacedOptions as JSON) from
 * the file named on the command line, and prints one line, `paced {...}`, with the result and its
 * own event-loop delay, so a stall of the sender is told from a slow answer.
 */

import { readFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type PacedOptions, paced } from './load.js';

const file = process.argv[2];
if (!file) throw new Error('usage: paced-sender.ts <options.json>');
const options = JSON.parse(await readFile(file, 'utf8')) as PacedOptions;
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
const result = await paced(options);
delay.disable();
const ms = (nanoseconds: number) => Number((nanoseconds / 1e6).toFixed(2));
process.stdout.write(
  `paced ${JSON.stringify({
    ...result,
    senderLoop: { p99: ms(delay.percentile(99)), max: ms(delay.max) },
  })}\n`,
);
