import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { createLogger, defineConfig } from 'vite';
import { serverOnlyGuard } from './scripts/server-only-guard.mjs';

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

/**
 * The stylesheets of the marketing pages' building blocks (hero, text layout, marketing blocks,
 * service sections, column counts, product cards, the service page, the company profile, the
 * privacy notice). Each is imported by the module that uses it, and different pages use different
 * sets of them: split automatically, a service page would load six small CSS files. In one group
 * they make one file, one request per page. In that file they come in the order the modules are
 * first imported (route by route), so a rule that must follow another of the group is kept in the
 * same file, or in a file imported only after the other one (columns.css).
 */
const MARKETING_CSS = /[\\/](modules[\\/]catalogue[\\/]pages[\\/](hero-art|page-layout|marketing-blocks|service-sections|columns|product-card|service-page)|app[\\/]routes[\\/](company-profile|privacy))\.css$/;

/**
 * The public forms' kit: the fields, the check with the shared schemas, the spam check (hidden
 * fields, captcha) and the typed API call with the public part of the table of calls. The contact
 * and review forms use all of it: in one chunk it is one request for them, where automatic
 * splitting makes three (the captcha, used by those two forms only; the fields and the check, which
 * the account forms use too; the call, which the topics list uses too). The account forms and the
 * topics list load the rest with it (about 2 KB), no extra request. The leads' words and phone
 * rules (modules/leads/leads.words.ts: reply channels, levels, statuses) and their form calls
 * (modules/leads/forms.calls.ts, part of the public table of calls) belong with it: the contact form, the
 * topic request and My account use them, and on their own they were one more request.
 */
const FORM_KIT =
  /[\\/]app[\\/](components[\\/](form[\\/](fields|use-schema-form|form-guard-fields|reveal)|captcha[\\/][\w-]+|use-load-when-needed)|lib[\\/](lazy-schemas|schemas-slot|call))\.tsx?$|[\\/]common[\\/](form-result|spam-check|captcha-providers|api[\\/](public-routes|captcha\.calls))\.ts$|[\\/]modules[\\/]leads[\\/](leads\.words|forms\.calls)\.ts$/;

/**
 * Vite's own logger, without one warning that is not ours to fix: the React Router plugin (7.x)
 * still sets `envFile: false` in the configs it builds with, which Vite 8 calls deprecated, once per
 * build step. The site reads no `.env` file either way; every other message is kept.
 */
function quietLogger() {
  const logger = createLogger();
  const warn = logger.warn.bind(logger);
  logger.warn = (message, options) => {
    if (message.includes('The `envFile` option is deprecated')) return;
    warn(message, options);
  };
  return logger;
}

export default defineConfig(({ isSsrBuild }) => ({
  customLogger: quietLogger(),
  // The browser build fails if server-only code reached one of its chunks (scripts/server-only-guard.mjs).
  plugins: [reactRouter(), ...(isSsrBuild ? [] : [serverOnlyGuard(fileURLToPath(new URL('.', import.meta.url)))])],
  // Scripts bundled on their own and loaded with import() when needed (the captcha widget, the
  // public forms' schemas, the Insights beacon): ES modules, which is how they are loaded.
  // React is imported by modules such bundles share with the pages (a `useSession` beside the
  // session store, a component beside a plain function); its package runs nothing on import, so a
  // bundle that names none of its exports leaves it out (about 2.5 KB of gzip in the widget script
  // of the pages served without React, app/widgets/site.widget.ts, and in the Insights beacon).
  worker: { format: 'es', rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]react[\\/]/.test(id) } } },
  server: {
    // What the process and the tests write must not trigger page reloads.
    watch: { ignored: ['data', 'tmp', 'build', 'test-results', 'playwright-report'].map(root) },
  },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: shellChunks(), debugName: 'shell' }, { name: 'forms', test: FORM_KIT }, { name: 'pages', test: MARKETING_CSS }] } } } },
}));
