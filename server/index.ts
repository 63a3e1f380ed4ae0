import { loadConfig, ConfigError } from './config';
import { buildApp } from './app';
import { registerPages } from './pages/render';

/** Where the listening site is reached, for `npm start`'s closing lines (scripts/start.mjs). */
export interface Listening {
  /** PUBLIC_URL, or its default http://localhost:$PORT. */
  url: string;
  /** The folder mail is written to when no SMTP server is set, else null. */
  outbox: string | null;
}

/** The process: read the settings, build the app, listen, and shut down cleanly on SIGTERM/SIGINT. */
async function main(): Promise<Listening> {
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
  return { url: config.publicUrl, outbox: config.smtpUrl ? null : config.outboxDir };
}

/** Settles once the server listens (the process exits if it cannot start). */
export const listening: Promise<Listening> = main().catch((err): never => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
