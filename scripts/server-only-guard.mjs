/**
 * A build step that fails the browser build when server-only code reaches a client chunk: a file
 * under `server/`, or a domain module's server-only file (`*.server.ts`, `*.service.ts`,
 * `*.repository.ts`, `*.table.ts`; docs/decisions/0033-domain-modules.md). ESLint refuses such an
 * import in browser code; this checks what the bundler actually put in the chunks, which also
 * catches a path lint does not see (a re-export through a shared file, a route module whose
 * server-side export React Router failed to strip). Plain JavaScript, so vite.config.ts loads it as
 * it is. Types: ./server-only-guard.d.mts.
 */

/** A module id that must never be in a browser chunk. Type-only imports leave no module behind. */
export function isServerOnly(id) {
  const file = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  if (file.includes('/node_modules/')) return false;
  return /\/server\//.test(file) || /\/modules\/[\w-]+\/(?:[\w-]+\/)*[\w-]+\.(?:server|service|repository|table)\.tsx?$/.test(file);
}

/** Every "chunk: module" of a bundle where server-only code was bundled for the browser. */
export function serverOnlyInBundle(bundle, root) {
  const found = [];
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    for (const [id, info] of Object.entries(chunk.modules)) {
      if (info.renderedLength > 0 && isServerOnly(id)) found.push(`${chunk.fileName}: ${id.startsWith(root) ? id.slice(root.length) : id}`);
    }
  }
  return found;
}

/** The Vite plugin, for the browser build (the server build is where this code belongs). */
export function serverOnlyGuard(root) {
  return {
    name: 'server-only-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment && this.environment.name !== 'client') return;
      const found = serverOnlyInBundle(bundle, root);
      if (found.length) this.error(`Server-only code in the browser build:\n  ${found.join('\n  ')}`);
    },
  };
}
