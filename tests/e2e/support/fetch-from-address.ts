import { request } from 'node:http';

/**
 * A fetch whose connections leave from `localAddress`: another client address on this machine
 * (any of 127.0.0.0/8 reaches the service on 127.0.0.1), so the service counts its requests as
 * another visitor's without a proxy or a trusted header. Enough for the API client's JSON calls.
 */
export function fetchFromAddress(localAddress: string): typeof globalThis.fetch {
  return (input, init) =>
    new Promise((resolve, reject) => {
      const headers = new Headers(init?.headers);
      const outgoing = request(
        String(input),
        { method: init?.method ?? 'GET', headers: Object.fromEntries(headers), localAddress },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const answerHeaders = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              if (typeof value === 'string') answerHeaders.set(name, value);
            }
            resolve(
              new Response(Buffer.concat(chunks), {
                status: incoming.statusCode ?? 500,
                statusText: incoming.statusMessage ?? '',
                headers: answerHeaders,
              }),
            );
          });
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      if (typeof init?.body === 'string') outgoing.write(init.body);
      outgoing.end();
    });
}
