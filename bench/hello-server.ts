/**
 * The benchmark's baseline: a bare Fastify server answering `{"hello":"world"}` (no logging, like
 * the site at LOG_LEVEL=warn), so the ratio to it shows what the site's own work costs on the same
 * machine in the same run. Prints `listening <port>` when ready.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : port}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
