// A reference for the bank-list benchmark: a bare Fastify server making the same HTTP exchange as
// the bank list (a POST with the same JSON body, an answer with the same headers and the same
// JSON) and nothing else: no session, no database, no hooks, no logger. The service's answer is
// handed over by the benchmark (EXCHANGE_HEADERS, EXCHANGE_BODY), so the bytes are the same.
// What it costs beyond hello world is the exchange; what the service costs beyond it is the
// service's own work.
import Fastify from 'fastify';

const headers = JSON.parse(process.env.EXCHANGE_HEADERS ?? '{}');
const answer = JSON.parse(process.env.EXCHANGE_BODY ?? '{}');
const app = Fastify({ logger: false });
app.get('/', async () => 'listening');
app.post(process.env.EXCHANGE_PATH ?? '/', async (request, reply) => {
  if (typeof request.body !== 'object') throw new Error('no JSON body');
  reply.headers(headers);
  return { ...answer, strServerDate: new Date().toISOString() };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('listening\n');
process.on('SIGINT', () => app.close().then(() => process.exit(0)));
