/** Fails the browser build when server-only code reaches a client chunk: see server-only-guard.mjs. */
export function isServerOnly(id: string): boolean;
export function serverOnlyInBundle(
  bundle: Record<string, { type: 'chunk'; fileName: string; modules: Record<string, { renderedLength: number }> } | { type: 'asset'; fileName: string }>,
  root: string,
): string[];
export function serverOnlyGuard(root: string): import('vite').Plugin;
