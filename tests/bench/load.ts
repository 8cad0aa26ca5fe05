/**
 * The two ways the benchmark makes load: autocannon as fast as the server answers (closed loop,
 * for the maximum), and an evenly paced open-loop sender (for latency at a given rate).
 */

import http from 'node:http';
import autocannon from 'autocannon';

export interface Measured {
  rps: number;
  p99: number;
  p50: number;
  requests: number;
}

export async function measure(
  label: string,
  options: {
    url: string;
    connections: number;
    duration: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    bodies?: string[];
    overallRate?: number;
  },
): Promise<Measured> {
  let next = 0;
  const bodies = options.bodies;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    method: options.method ?? 'GET',
    ...(options.headers && { headers: options.headers }),
    ...(options.overallRate && { overallRate: options.overallRate }),
    ...(bodies && {
      requests: [
        {
          setupRequest: (request: Record<string, unknown>) => {
            const body = bodies[next % bodies.length];
            next += 1;
            return { ...request, body };
          },
        },
      ],
    }),
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    throw new Error(
      `${label}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
    );
  }
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    requests: result.requests.total,
  };
}

export interface Paced {
  rate: number;
  completed: number;
  lateMs: number;
  p50: number;
  p99: number;
  p999: number;
  /** How long the sender's own event loop was held up (paced-sender.ts measures it). */
  senderLoop?: { p99: number; max: number };
}

export interface PacedOptions {
  url: string;
  headers: Record<string, string>;
  bodies: string[];
  rate: number;
  seconds: number;
  connections: number;
}

/**
 * Sends `rate` requests a second, evenly spaced on a 1 ms tick (open loop: a request goes out at
 * its time whether or not earlier ones have answered), and times each from when it went out, to a
 * hundredth of a millisecond; `lateMs` says how far behind its schedule the sender ever fell (a
 * sender short of CPU would hide queueing). autocannon's own rate limit lets each connection send its
 * whole second's quota at once and then wait, so its "half load" is full load half the time;
 * this is what half load means.
 */
export async function paced(options: PacedOptions): Promise<Paced> {
  const target = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let failures = 0;
  let sent = 0;
  let next = 0;
  const started = performance.now();
  const total = Math.round(options.rate * options.seconds);
  const pending = new Set<Promise<void>>();

  let lateMs = 0;
  function send(dueAt: number) {
    const sentAt = performance.now();
    lateMs = Math.max(lateMs, sentAt - dueAt);
    const body = options.bodies[next % options.bodies.length] ?? '';
    next += 1;
    const done = new Promise<void>((resolve) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          agent,
          headers: { ...options.headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 200) latencies.push(performance.now() - sentAt);
            else failures += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        failures += 1;
        resolve();
      });
      request.end(body);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  }

  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      const due = Math.min(total, Math.floor((elapsed / 1000) * options.rate));
      while (sent < due) {
        send(started + (sent / options.rate) * 1000);
        sent += 1;
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  await Promise.all(pending);
  agent.destroy();
  if (failures > 0) throw new Error(`paced run: ${failures} failed requests`);
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? 0;
  return {
    rate: options.rate,
    completed: latencies.length,
    lateMs,
    p50: at(0.5),
    p99: at(0.99),
    p999: at(0.999),
  };
}
