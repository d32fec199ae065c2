import Fastify from 'fastify';

// The yardstick: the smallest Fastify 5 app answering JSON, in a process of its own.
const app = Fastify({ logger: false });
app.get('/', () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
