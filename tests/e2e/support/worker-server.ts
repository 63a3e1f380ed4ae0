import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../support/redis-server';

/**
 * The built site for one Playwright worker: its own process, port, SQLite database, data folder and
 * SMTP server (tests/support/e2e-server.ts). Workers share nothing, so tests in different workers
 * cannot see each other's accounts, limits or content edits, and any file may run beside any other.
 */
export interface WorkerServer {
  port: number;
  url: string;
  /** The site's data folder (its SQLite database is `site.db` there), for a test that seeds rows the site has no form for. */
  dataDir: string;
  stop(): Promise<void>;
}

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Starts the server and resolves once it says it listens; rejects with its output if it exits first.
 * `env` adds settings of the test's own (a payment provider's stand-in, say).
 */
export async function startWorkerServer(env: Record<string, string> = {}): Promise<WorkerServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const mailDir = path.join(tmpdir(), `e2e-mail-${port}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/e2e-server.ts'], {
    cwd: projectRoot,
    env: { ...process.env, ...env, E2E_PORT: String(port), E2E_MAIL_DIR: mailDir, E2E_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString();
    process.stderr.write(d);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // tests/support/e2e-server.ts writes `listening <port>` once the server accepts connections.
  await new Promise<void>((resolve, reject) => {
    let stdout = '';
    const onData = (d: Buffer) => {
      stdout += d.toString();
      if (!stdout.includes(`listening ${port}\n`)) return;
      child.stdout!.off('data', onData);
      child.stdout!.resume();
      resolve();
    };
    child.stdout!.on('data', onData);
    void exited.then(() => reject(new Error(`the site for this worker exited before listening on ${url}:\n${stderr.slice(-2000)}`)));
  });

  return {
    port,
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        // It closes its connections and database, then exits (server/index.ts exits on its own
        // if closing takes more than 10 s).
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(mailDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
