// The yardstick of the bank-list benchmark: a bare Fastify hello world, in its own process like
// the service, on the port named by PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('listening\n');
process.on('SIGINT', () => app.close().then(() => process.exit(0)));
