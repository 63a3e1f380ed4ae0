/**
 * The shared zod schemas (and zod itself) for the public forms, loaded on first use so they stay
 * out of the pages' first-load JS.
 *
 * They come as one file of their own, built with Vite's worker bundling (used only for its
 * separate, self-contained build with a hashed address). A plain import() of common/schemas would
 * work as well, but Vite then brings its preload helper, a script file of its own, into the first
 * load of the contact and review pages (docs/decisions/0009-first-load-chunks.md).
 */
import schemasUrl from './public-schemas?worker&url';
import { SCHEMAS_SLOT } from './schemas-slot';

type Schemas = typeof import('../../common/schemas') & { TopicRequestSchema: typeof import('../../modules/leads/leads.schemas').TopicRequestSchema };

let loading: Promise<Schemas> | undefined;

export function loadSchemas(): Promise<Schemas> {
  loading ??= import(/* @vite-ignore */ schemasUrl).then(
    () => (globalThis as Record<symbol, unknown>)[SCHEMAS_SLOT] as Schemas,
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  );
  return loading;
}

/** Fetched as soon as the visitor enters a form, so the first submit does not wait for it. */
export const prefetchSchemas = () => void loadSchemas().catch(() => undefined);
