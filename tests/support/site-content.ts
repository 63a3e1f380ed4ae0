import { bearer, type TestApp } from './app';
import { createPageServices } from '../../server/pages/page-services';
import { site } from '../../content/site';
import type { CompanyDetails } from '../../content/types';

/**
 * The site-content editor's API as its tests use it (docs/decisions/0007-site-content.md), on the
 * 'company' document: a copy of the built-in company details to edit, the editor's calls as an
 * administrator, and the reader the pages use.
 */

/** The admin whose name the History panel shows in these tests. */
export const ADMIN_NAME = 'Chiamaka Obi';

export const companyCopy = (): CompanyDetails => structuredClone(site);

/** The company details with the first phone typed as `typed` (any writing). */
export const withPhone = (typed: string): CompanyDetails => {
  const v = companyCopy();
  v.phones[0] = { ...v.phones[0], tel: typed };
  return v;
};

/**
 * The editor's calls on 'company', on the app `app()` gives with the token `token()` gives at the
 * time of the call (both are made in the tests' beforeAll, and the token may change).
 */
export function companyEditor(app: () => TestApp, token: () => string) {
  const t = { request: (...a: Parameters<TestApp['request']>) => app().request(...a) };
  return {
    get: (url: string, as = token()) => t.request({ method: 'GET', url, headers: bearer(as) }),
    putDraft: (value: unknown, as = token()) =>
      t.request({ method: 'PUT', url: '/api/content/company/draft', headers: bearer(as), payload: value as object }),
    publish: (as = token()) => t.request({ method: 'POST', url: '/api/content/company/publish', headers: bearer(as) }),
    /** What the public pages read (server/pages/page-services.ts). */
    pages: () => createPageServices(app().app.ctx),
  };
}
