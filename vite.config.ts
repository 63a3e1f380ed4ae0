import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const root = (dir: string) => fileURLToPath(new URL(`./${dir}/**`, import.meta.url));

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null;
}

/**
 * The modules every page loads: the client entry, the root route and what they import statically.
 * Rolldown's automatic splitting cuts them into a dozen small shared chunks (toast, api, session,
 * meta, ...), each one more request before a phone can hydrate; here they become two chunks, the
 * libraries (React, React Router: they change only on an upgrade, so browsers keep them across
 * deploys) and the app's own shell. Route modules keep their own chunks.
 */
function shellChunks() {
  let shell: Set<string> | null = null;
  const closure = (graph: ModuleGraph) => {
    const seen = new Set<string>();
    // useHydrated and the shown star rating are a few bytes used by many pages (the stars by the
    // home page's reviews, all reviews and the admin area): in the shell they cost no request of their own.
    const starts = ['./app/entry.client.tsx', './app/root.tsx', './app/components/use-hydrated.ts', './app/components/stars.tsx'].map((f) => fileURLToPath(new URL(f, import.meta.url)));
    const stack = [...starts];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of graph.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
    }
    return seen;
  };
  return (id: string, graph: ModuleGraph): string | null => {
    shell ??= closure(graph);
    if (!shell.has(id)) return null;
    return id.includes('/node_modules/') ? 'framework' : 'shell';
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  server: {
    // What the process and the tests write must not trigger page reloads.
    watch: { ignored: ['data', 'tmp', 'build', 'test-results', 'playwright-report'].map(root) },
  },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: shellChunks() }] } } } },
}));
