import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { devHostProblem, isDeniedDevPath, viteDenyList } from '../../server/pages/dev-guard';

/** What the development server (Vite's middlewares over the project folder) must not hand out. */
describe('the development server guard', () => {
  const root = '/home/dev/site';
  const data = path.join(root, 'data');

  it('refuses a network address unless DEV_ALLOW_REMOTE is set', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(devHostProblem(host, false), host).toBeNull();
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'example.com']) {
      expect(devHostProblem(host, false), host).toMatch(/^HOST: the development server .* DEV_ALLOW_REMOTE=1/);
      expect(devHostProblem(host, true), host).toBeNull();
    }
  });

  it('denies the data folder, databases and secrets however the path is spelt', () => {
    for (const url of [
      '/data/secrets.json', '/data/site.db', '/data/site.db-wal', '/data/outbox/1.json', '/data/',
      '/%64ata/site%2edb', '/data%2Fsecrets.json', `/@fs${data}/secrets.json`, `/@fs${data}/uploads/a.webp`,
      `/@id/${data}/site.db`, '/other/secrets.json', '/x/app.sqlite', '/.env', '/.env.local', '/a/b.db?raw', '/%E0%A4%A',
    ]) {
      expect(isDeniedDevPath(url, root, data), url).toBe(true);
    }
    for (const url of ['/', '/about', '/app/root.tsx', '/@vite/client', '/node_modules/.vite/deps/react.js', '/uploads/a.webp', '/api/health', '/database']) {
      expect(isDeniedDevPath(url, root, data), url).toBe(false);
    }
    // A data folder outside the project is denied through /@fs/ too.
    expect(isDeniedDevPath('/@fs/var/lib/site/secrets.json', root, '/var/lib/site')).toBe(true);
    expect(isDeniedDevPath('/@fs/var/lib/site/uploads/a.webp', root, '/var/lib/site')).toBe(true);
  });

  it('gives Vite a deny list with its own defaults, the data folder and the secret files', () => {
    const list = viteDenyList(data);
    expect(list).toEqual(expect.arrayContaining(['.env', '.env.*', '**/.git/**', '*.db', 'secrets.json', `${data}/**`]));
  });
});
