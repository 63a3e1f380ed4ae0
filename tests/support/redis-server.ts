/**
 * A throwaway Redis (Debian's redis-server) per test file: random port, no persistence, stopped by
 * its PID. npm test finds or installs redis-server before any test (tests/support/provision.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

export const REDIS_SERVER_BIN = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';
export const hasRedisServer = existsSync(REDIS_SERVER_BIN);
export const noRedisReason = `redis-server is not installed at ${REDIS_SERVER_BIN} (npm test installs it with apt-get when root on Debian; or set REDIS_SERVER_BIN)`;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = net.connect({ port, host: '127.0.0.1' });
    sock.once('connect', () => {
      sock.write('PING\r\n');
      sock.once('data', (d) => {
        sock.destroy();
        resolve(d.toString().startsWith('+PONG'));
      });
    });
    sock.once('error', () => resolve(false));
  });
}

export interface TestRedis {
  port: number;
  url: string;
  /** Stops the server (SIGTERM, then SIGKILL); counters are lost, as nothing is saved. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open but nothing answers. */
  pause(): void;
  resume(): void;
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let output = '';

  async function start() {
    output = '';
    child = spawn(
      REDIS_SERVER_BIN,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes', '--loglevel', 'warning'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout!.on('data', (c) => (output += c));
    child.stderr!.on('data', (c) => (output += c));
    // Until it answers or exits, however long a busy machine makes that (the test's time limit
    // catches a hang).
    for (;;) {
      if (child.exitCode !== null) throw new Error(`redis-server exited: ${output}`);
      if (await canConnect(port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function stop() {
    const c = child;
    if (c?.pid !== undefined && c.exitCode === null) process.kill(c.pid, 'SIGCONT');
    child = undefined;
    if (!c || c.exitCode !== null || c.pid === undefined) return;
    const exited = new Promise((r) => c.once('exit', r));
    process.kill(c.pid, 'SIGTERM');
    const timer = setTimeout(() => c.exitCode === null && c.pid && process.kill(c.pid, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }

  await start();
  const signal = (sig: NodeJS.Signals) => {
    if (child?.pid !== undefined && child.exitCode === null) process.kill(child.pid, sig);
  };
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
  };
}
