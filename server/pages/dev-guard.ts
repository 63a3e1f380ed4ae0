import path from 'node:path';

/**
 * `npm run dev` puts Vite's middlewares in front of the pages, and Vite serves files of the project
 * folder by their path (`/package.json`, `/@fs/<absolute path>`). The data folder (`./data` by
 * default, inside the project) holds the SQLite database and the generated JWT secret, so the
 * development server must neither be reachable from the network by default nor serve those files
 * (docs/decisions/0014-http-edges-cache-keys-preview-dev-server.md).
 */

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine can connect to. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(?:\.\d{1,3}){3}$/.test(h);
}

/** Refuses a development start on a network address unless DEV_ALLOW_REMOTE is set; returns the reason. */
export function devHostProblem(host: string, allowRemote: boolean): string | null {
  if (allowRemote || isLoopbackHost(host)) return null;
  return (
    `HOST: the development server (NODE_ENV=development) serves the project folder and must listen on 127.0.0.1, ::1 or localhost (got ${JSON.stringify(host)}). ` +
    'Set DEV_ALLOW_REMOTE=1 to allow other devices to reach it anyway, or run the production build (npm start).'
  );
}

/** Vite's `server.fs.deny`: its own defaults, plus databases, secrets and the data folder. */
export function viteDenyList(dataDir: string): string[] {
  const data = dataDir.split(path.sep).join('/');
  return [
    // Vite's defaults (a list given here replaces them).
    '.env',
    '.env.*',
    '*.{crt,pem,key,p12,pfx,cer,der}',
    '.npmrc',
    '.yarnrc.yml',
    '**/.git/**',
    // This project's secrets.
    '.env*',
    '*.db',
    '*.db-*',
    '*.sqlite*',
    'secrets.json',
    data,
    `${data}/**`,
  ];
}

const SECRET_FILE = /(?:^|\/)(?:secrets\.json|\.env[^/]*|[^/]*\.db(?:-[^/]*)?|[^/]*\.sqlite[^/]*)$/i;

/**
 * True for a request Vite must not see: a path that names a file in the data folder, directly
 * (`/data/site.db`) or through Vite's `/@fs/` and `/@id/` prefixes, or a database or secrets file
 * anywhere. Checked before Vite's middlewares; a second line behind `server.fs.deny`.
 */
export function isDeniedDevPath(url: string, projectRoot: string, dataDir: string): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0].split('#')[0]);
  } catch {
    return true;
  }
  pathname = pathname.replace(/\\/g, '/');
  if (SECRET_FILE.test(pathname.replace(/\/+$/, ''))) return true;
  // The data folder itself may hold the whole project (DATA_DIR=.): then there is nothing to hide from it.
  const data = path.resolve(dataDir);
  const root = path.resolve(projectRoot);
  if (root === data || root.startsWith(data + path.sep)) return false;
  const within = (file: string) => {
    const resolved = path.resolve(file);
    return resolved === data || resolved.startsWith(data + path.sep);
  };
  const bare = pathname.replace(/^\/@(?:fs|id)(?=\/)/, '');
  const dataPath = `${data.split(path.sep).join('/')}/`;
  return within(bare) || within(path.join(root, pathname)) || within(path.join(root, bare)) || `${pathname}/`.includes(dataPath);
}
