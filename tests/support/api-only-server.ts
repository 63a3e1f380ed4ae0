/**
 * Test-only entry: the API without the page renderer (no Vite, no build), configured from the
 * environment like server/index.ts, listening on PORT. Starts in about a second, so tests can
 * spawn it, kill it and start it again (tests/api/kernel/durability.test.ts). Prints one line
 * `listening <port>` when ready.
 */
import { loadConfig } from '../../server/config';
import { buildApp } from '../../server/app';

const config = loadConfig();
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
process.stdout.write(`listening ${config.port}\n`);
const shutdown = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
