import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built site for one Playwright worker: its own process, port, SQLite database, data folder and
 * SMTP server (tests/support/e2e-server.ts). Workers share nothing, so tests in different workers
 * cannot see each other's accounts, limits or content edits, and any file may run beside any other.
 */
export interface WorkerServer {
  port: number;
  url: string;
  stop(): Promise<void>;
}

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Starts the server and resolves once /api/health answers 200; rejects with its output if it exits first. */
export async function startWorkerServer(): Promise<WorkerServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const mailDir = path.join(tmpdir(), `e2e-mail-${port}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/e2e-server.ts'], {
    cwd: projectRoot,
    env: { ...process.env, E2E_PORT: String(port), E2E_MAIL_DIR: mailDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString();
    process.stderr.write(d);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let up = false;
  const gone = exited.then(() => {
    if (!up) throw new Error(`the site for this worker exited before answering on ${url}:\n${stderr.slice(-2000)}`);
  });
  // Polls until the server answers: the loop ends on a state (answering, or exited), not after a set time.
  const answering = (async () => {
    while (child.exitCode === null) {
      if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    await gone;
  })();
  await Promise.race([answering, gone]);
  up = true;

  return {
    port,
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        // It closes its connections and database, then exits; one that hangs is killed, so a
        // worker's teardown always ends.
        const hung = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(hung);
      }
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
