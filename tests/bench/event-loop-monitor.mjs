// Loaded into the service by the bank-list benchmark (NODE_OPTIONS=--import=…), never in
// production: measures how long the service's event loop was held up, so the benchmark can tell
// the service's own stalls from those of the load generator and the machine. On SIGUSR2 it prints
// one line with the figures since the previous SIGUSR2 and starts again.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

let delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
let longestGc = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longestGc = Math.max(longestGc, entry.duration);
}).observe({ entryTypes: ['gc'] });

const ms = (nanoseconds) => Number((nanoseconds / 1e6).toFixed(2));
process.on('SIGUSR2', () => {
  const figures = {
    p50: ms(delay.percentile(50)),
    p99: ms(delay.percentile(99)),
    max: ms(delay.max),
    longestGc: Number(longestGc.toFixed(2)),
  };
  process.stderr.write(`event-loop ${JSON.stringify(figures)}\n`);
  delay.disable();
  delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  longestGc = 0;
});
