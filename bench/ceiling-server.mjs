/**
 * The ceilings of the bench's reads: a bare Fastify with no logging (the site runs at
 * LOG_LEVEL=warn), one plain Node process like the site's (`node dist/server/index.js`; JavaScript,
 * so no TypeScript loader runs beside it; bench/run.ts starts it with the same Node and the same
 * BENCH_NODE_ARGS). It answers each read with the status, headers and bytes the site sent for it,
 * captured from the site at the start of the run (CAPTURES_FILE, a JSON list of bench/wire.ts's
 * Capture): capture i at GET /ceiling/<i>, from memory. That is what the read would cost if the
 * site's own work were free and only receiving the request and sending the answer were left.
 * GET / answers `{"hello":"world"}`, the machine's yardstick. Prints `listening <port>` when ready.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

/** @type {{ status: number, headers: [string, string][], body: string }[]} */
const captures = process.env.CAPTURES_FILE ? JSON.parse(readFileSync(process.env.CAPTURES_FILE, 'utf8')) : [];
for (const [i, c] of captures.entries()) {
  const body = Buffer.from(c.body, 'base64');
  // A header the site sent twice (set-cookie, say) is sent twice here too.
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const [name, value] of c.headers) {
    const had = headers[name];
    headers[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  app.get(`/ceiling/${i}`, (_req, reply) => {
    reply.code(c.status).headers(headers).send(body);
  });
}

const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : port}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
