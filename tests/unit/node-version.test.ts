import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimumOf, nodeVersionProblem } from '../../server/node-version';
import { buildEntry } from '../../scripts/build-entry.mjs';
import pkg from '../../package.json';

/**
 * `node dist/server/index.js` on a Node older than package.json's `engines`: one line naming the
 * Node needed and exit status 1, before the SQLite driver (which crashes such a Node) is loaded.
 * The entry is built as `npm run build` builds it, beside a stand-in bundle that loads the real
 * driver and opens a database, as the server does first.
 */
const RANGE = pkg.engines.node;
const LINE = (version: string) =>
  `The site needs Node.js 24.11 or newer (package.json "engines": "${RANGE}"), but this is Node.js ${version}: install Node.js 24 LTS and start it again.`;

describe('nodeVersionProblem', () => {
  it('names the Node needed and the one running when it is older than the range', () => {
    expect(RANGE).toBe('>=24.11');
    expect(nodeVersionProblem('20.20.2', RANGE)).toBe(LINE('20.20.2'));
    expect(nodeVersionProblem('24.10.9', RANGE)).toBe(LINE('24.10.9'));
    expect(nodeVersionProblem('22.22.0', RANGE)).toBe(LINE('22.22.0'));
  });
  it('lets the range and newer Nodes through', () => {
    for (const v of ['24.11.0', '24.21.0', 'v24.11.1', '25.0.0', '26.2.1']) expect(nodeVersionProblem(v, RANGE)).toBeNull();
  });
  it('reads the minimum of a ">=" range, with a patch when it has one', () => {
    expect(minimumOf('>=24.11')).toEqual([24, 11, 0]);
    expect(minimumOf('>= 22')).toEqual([22, 0, 0]);
    expect(nodeVersionProblem('22.4.0', '>=22.4.1')).toMatch(/^The site needs Node\.js 22\.4\.1 or newer/);
    expect(minimumOf('^24')).toBeNull();
    expect(nodeVersionProblem('20.0.0', '^24')).toBeNull();
  });
});

describe('the built entry, dist/server/index.js', () => {
  let dir: string;
  let entry: string;
  const driver = pathToFileURL(path.resolve('node_modules/better-sqlite3/lib/index.js')).href;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'node-entry-'));
    entry = path.join(dir, 'index.js');
    await buildEntry(entry);
    // The stand-in bundle: what the server does first (open SQLite), then a word to show it ran.
    writeFileSync(
      path.join(dir, 'server.js'),
      `const { default: Database } = await import(${JSON.stringify(driver)});\n` +
        `new Database(':memory:').prepare('select 1').get();\n` +
        `console.log('server loaded in ' + process.env.NODE_ENV);\n`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (node: string, args: string[] = []) => {
    const env = { ...process.env };
    delete env.NODE_ENV;
    return spawnSync(node, [...args, entry], { encoding: 'utf8', env });
  };
  /** The Nodes of this machine older than the range (the test machines have Node 20 as /usr/bin/node). */
  const olderNodes = () => {
    const found = spawnSync('which', ['-a', 'node'], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
    const candidates = [...new Set([...found, '/usr/bin/node', '/usr/local/bin/node'])];
    return candidates.flatMap((node) => {
      const r = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' });
      const version = r.status === 0 ? r.stdout.trim() : '';
      return version && nodeVersionProblem(version, RANGE) ? [{ node, version }] : [];
    });
  };
  /** This Node, told it is 20.20.2: what an older Node sees, where the machine has none. */
  const FAKE_20 = ['--import', `data:text/javascript,Object.defineProperty(process,'versions',{value:{...process.versions,node:'20.20.2'}})`];

  it("on the machine's older Node (or, with none, one that says it is 20.20.2): one line, exit status 1, the driver never loaded", () => {
    const older = olderNodes();
    const cases = older.length ? older.map((o) => ({ ...o, args: [] as string[] })) : [{ node: process.execPath, version: '20.20.2', args: FAKE_20 }];
    for (const { node, version, args } of cases) {
      const r = run(node, args);
      expect(r.signal, `${node} ${version}`).toBeNull();
      expect(r.stderr.trim().split('\n'), `${node} ${version}`).toEqual([LINE(version)]);
      expect(r.stdout).toBe('');
      expect(r.status).toBe(1);
    }
  });

  it('on this Node told it is 20.20.2: the same line and status', () => {
    const r = run(process.execPath, FAKE_20);
    expect(r.stderr.trim()).toBe(LINE('20.20.2'));
    expect(r.stdout).toBe('');
    expect(r.status).toBe(1);
  });

  it("on this Node (the range's): loads the server bundle, in production mode unless told otherwise", () => {
    expect(nodeVersionProblem(process.versions.node, RANGE)).toBeNull();
    const r = run(process.execPath);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('server loaded in production');
    expect(r.status).toBe(0);
  });
});
