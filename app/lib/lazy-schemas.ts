/**
 * The shared zod schemas (and zod itself) for the public forms, loaded on first use so they stay
 * out of the pages' first-load JS. zod must be told not to probe `new Function` before any schema
 * is built: the probe is caught, but under our CSP (no 'unsafe-eval') it is still reported as a
 * violation and logged as an error.
 */
export const loadSchemas = () =>
  import('zod').then(({ config }) => {
    config({ jitless: true });
    return import('../../common/schemas');
  });

/** Fetched as soon as the visitor enters a form, so the first submit does not wait for it. */
export const prefetchSchemas = () => void loadSchemas().catch(() => undefined);
