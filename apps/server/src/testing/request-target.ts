import http from 'node:http';

/**
 * What the request helpers (encrypted-requests.ts, sign-in-requests.ts) need of a service: a way
 * to send one request and read the answer. A Fastify app is one (`inject`, no port); `httpTarget`
 * is another, for a service running in another process (the cluster tests, tests/cluster/).
 */
export interface RequestTarget {
  inject(request: TargetRequest): Promise<TargetAnswer>;
}

export interface TargetRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** The client's address: `inject` sets it, over HTTP it travels in X-Forwarded-For. */
  remoteAddress?: string;
  payload?: string;
}

export interface TargetAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: read as loosely as inject's json().
  json: () => any;
  cookies: { name: string; value: string }[];
}

/**
 * A service listening at `origin` (`http://127.0.0.1:4720`), reached over HTTP with node:http and
 * a fresh connection per request, so a test sees what a browser would: the proxy's choice of
 * instance, and a refused connection when an instance is gone. `remoteAddress` becomes an
 * `X-Forwarded-For` header, believed by a service whose TRUST_PROXY lists this machine.
 */
export function httpTarget(origin: string, options: { timeoutMs?: number } = {}): RequestTarget {
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    inject(request) {
      return new Promise<TargetAnswer>((resolve, reject) => {
        const headers: Record<string, string> = { ...request.headers };
        if (request.remoteAddress !== undefined) headers['x-forwarded-for'] = request.remoteAddress;
        if (request.payload !== undefined) {
          headers['content-length'] = String(Buffer.byteLength(request.payload));
        }
        const outgoing = http.request(
          new URL(request.url, origin),
          { method: request.method, headers, agent: false, timeout: timeoutMs },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('error', reject);
            incoming.on('end', () => {
              const body = Buffer.concat(chunks).toString('utf8');
              resolve({
                statusCode: incoming.statusCode ?? 0,
                headers: incoming.headers,
                body,
                json: () => JSON.parse(body),
                cookies: cookiesOf(incoming.headers['set-cookie']),
              });
            });
          },
        );
        outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${timeoutMs} ms`)));
        outgoing.on('error', reject);
        outgoing.end(request.payload);
      });
    },
  };
}

/** The name and value of each Set-Cookie line (what the tests look at). */
function cookiesOf(lines: string[] | undefined): TargetAnswer['cookies'] {
  return (lines ?? []).map((line) => {
    const pair = line.split(';', 1)[0] ?? '';
    const equals = pair.indexOf('=');
    return { name: pair.slice(0, equals).trim(), value: pair.slice(equals + 1).trim() };
  });
}
