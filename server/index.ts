import { loadConfig, ConfigError } from './config';
import { buildApp } from './app';
import { registerPages } from './pages/render';

/** The process: read the settings, build the app, listen, and shut down cleanly on SIGTERM/SIGINT. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  const app = await buildApp(config, { pages: registerPages });
  if (config.isProduction && !config.publicUrlConfigured) {
    app.log.warn({ publicUrl: config.publicUrl }, 'PUBLIC_URL is not set: canonical links, the sitemap and mail links name this default address');
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  // This process owns shutdown: Vite (dev) installs a SIGTERM listener that exits at once, before
  // in-flight requests and mails finish; the app closes Vite itself in its onClose hook.
  for (const listener of process.listeners('SIGTERM')) process.off('SIGTERM', listener);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
