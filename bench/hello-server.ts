/**
 * The benchmark's baseline: a bare Fastify server answering `{"hello":"world"}` (no logging, like
 * the site at LOG_LEVEL=warn), so the ratio to it shows what the site's own work costs on the same
 * machine in the same run. Prints `listening <port>` when ready.
 *
 * With BODY_FILE (and BODY_ENCODING, e.g. `br`), it also answers GET /bytes with that file's bytes
 * from memory: the ceiling for a page of that size, where only the transfer costs.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
if (process.env.BODY_FILE) {
  const body = readFileSync(process.env.BODY_FILE);
  const encoding = process.env.BODY_ENCODING;
  app.get('/bytes', async (_req, reply) => {
    reply.type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}
const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : port}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
