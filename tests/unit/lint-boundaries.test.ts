import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of eslint.config.js, run through ESLint's own API on small snippets placed at
 * paths deeper than any file today: a rule that only counts a fixed number of `../` would miss them.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function problems(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('app/ never imports server code', () => {
  it('refuses a server import from five folders down', async () => {
    const found = await problems(
      "import { loadConfig } from '../../../../../../server/config';\nexport const c = loadConfig;\n",
      'app/features/admin/site-content/deep/deeper/editor.tsx',
    );
    expect(found).toEqual(['no-restricted-imports: \'../../../../../../server/config\' import is restricted from being used by a pattern. app/ may import server/ types only.']);
  });

  it('refuses one from the top of app/ and through the ~ alias', async () => {
    expect(await problems("import { x } from '../server/x';\nexport const y = x;\n", 'app/root-like.tsx')).toHaveLength(1);
    expect(await problems("import { x } from '~/../server/x';\nexport const y = x;\n", 'app/lib/a/b/c.ts')).toHaveLength(1);
  });

  it('allows a type-only import of a server module', async () => {
    const found = await problems(
      "import type { PageServices } from '../../../../../server/page-services';\nexport type P = PageServices;\n",
      'app/features/admin/site-content/deep/editor.tsx',
    );
    expect(found).toEqual([]);
  });

  it('reads the API contracts for their types only, and their names and addresses as code', async () => {
    const file = 'app/features/admin/a/b/section.tsx';
    const code = (line: string) => `${line}\nexport const used = API;\n`;
    expect((await problems(code("import { API } from '../../../../../common/api/endpoints';"), file)).join()).toContain('for their types only');
    expect((await problems(code("import { ErrorAnswer as API } from '~/../common/api/contract';"), file)).join()).toContain('for their types only');
    expect(await problems("import type { AnswerOf } from '../../../../../common/api/endpoints';\nexport type A = AnswerOf<'stats'>;\n", file)).toEqual([]);
    expect(await problems("import { apiUrl } from '../../../../../common/api/routes';\nexport const u = apiUrl;\n", file)).toEqual([]);
  });

  it('still keeps the members-only topic titles out of the pages', async () => {
    const found = await problems("import { topics } from '../../../../content/topics';\nexport const t = topics;\n", 'app/features/reviews/a/b.tsx');
    expect(found.join()).toContain('Topic titles are members-only');
  });
});

describe('features do not import each other', () => {
  it('refuses a sibling feature, relative or through features/, at any depth', async () => {
    for (const [code, file] of [
      ["import { AccountPanel } from '../account/account-panel';", 'app/features/auth/login-form.tsx'],
      ["import { AccountPanel } from '../../../../account/account-panel';", 'app/features/admin/site-content/x/y/editor.tsx'],
      ["import { AuthShell } from '../../features/auth/auth-shell';", 'app/features/contact/contact-form.tsx'],
      ["export { AuthShell } from '../auth/auth-shell';", 'app/features/reviews/index.ts'],
      ["import { AuthShell } from '~/features/auth/auth-shell';", 'app/features/reviews/a/b/c.tsx'],
    ]) {
      const found = (await problems(`${code}\nexport const used = 1;\n`, file)).filter((m) => !m.startsWith('@typescript-eslint/no-unused-vars'));
      expect(found, file).toHaveLength(1);
      expect(found[0], file).toMatch(/^app\/feature-boundaries: app\/features\/\w+ may not import app\/features\/\w+/);
    }
  });

  it('allows a feature its own files, shared components and lib, and routes any feature', async () => {
    expect(await problems("import { AuthShell } from '../auth-shell';\nexport const a = AuthShell;\n", 'app/features/auth/x/form.tsx')).toEqual([]);
    expect(
      await problems(
        "import { Stars } from '../../../../components/stars';\nimport { api } from '../../../../lib/api';\nexport const a = [Stars, api];\n",
        'app/features/admin/site-content/deep/x.tsx',
      ),
    ).toEqual([]);
    expect(
      await problems(
        "import { AuthShell } from '../features/auth/auth-shell';\nimport { AccountPanel } from '../features/account/account-panel';\nexport const a = [AuthShell, AccountPanel];\n",
        'app/routes/account.tsx',
      ),
    ).toEqual([]);
  });
});

describe("the server's layers", () => {
  const refused = async (code: string, file: string) =>
    (await problems(`${code}\nexport const used = 1;\n`, file)).filter((m) => !m.startsWith('@typescript-eslint/no-unused-vars'));

  it('keeps repositories to the schema and the database', async () => {
    expect(await refused("import { audit } from '../../services/audit';", 'server/db/repositories/users.ts')).toHaveLength(1);
    expect(await refused("import { seed } from '../seed';", 'server/db/repositories/a.ts')).toHaveLength(1);
    expect(await refused("import { nowIso } from '../database';\nimport type { DB } from '../schema';", 'server/db/repositories/a.ts')).toEqual([]);
  });

  it('keeps services from routes, pages and the HTTP edges other than the error module', async () => {
    expect(await refused("import { x } from '../routes/users';", 'server/services/x.ts')).toHaveLength(1);
    expect(await refused("import { x } from '../../pages/render';", 'server/services/mail-templates/x.ts')).toHaveLength(1);
    expect(await refused("import { rateLimit } from '../http/rate-limit';", 'server/services/x.ts')).toHaveLength(1);
    expect(await refused("import { badRequest } from '../../http/errors';", 'server/services/images/x.ts')).toEqual([]);
  });

  it('keeps http/ from routes and pages, pages from routes, routes from pages, and the server from app/ code', async () => {
    expect(await refused("import { x } from '../pages/render';", 'server/http/x.ts')).toHaveLength(1);
    expect(await refused("import { x } from '../routes/index';", 'server/pages/x.ts')).toHaveLength(1);
    expect(await refused("import { x } from '../pages/page-kit';", 'server/routes/x.ts')).toHaveLength(1);
    const fromApp = await refused("import { x } from '../../app/context';", 'server/routes/x.ts');
    expect(fromApp.join()).toContain('server/ may not import app/ code');
  });
});

describe('domain modules: layers by file suffix, other code through the entry points', () => {
  const refused = async (code: string, file: string) =>
    (await problems(`${code}\nexport const used = 1;\n`, file)).filter((m) => !m.startsWith('@typescript-eslint/no-unused-vars'));

  it("refuses a module's server-only files in browser code, at any depth, and allows their types", async () => {
    for (const [code, file] of [
      ["import { wire } from '../../../leads.service';", 'modules/leads/inbox/a/b/screen.tsx'],
      ["import { leadCalls } from '../calls.server';", 'modules/leads/inbox/screen.tsx'],
      ["import { leadPages } from '../../../modules/leads/page.server';", 'app/routes/contact.tsx'],
      ["import * as leads from './leads.repository';", 'modules/leads/leads.words.ts'],
      ["import { x } from '../../../../modules/leads/leads.table';", 'app/features/admin/a/b/c.tsx'],
    ]) {
      expect((await refused(code, file)).join(), file).toContain('may not import a server-only file');
    }
    expect(await refused("import type { LeadRow } from '../../leads.service';", 'modules/leads/inbox/a/screen.tsx')).toEqual([]);
  });

  it('refuses server/ code in browser-side module files, and zod contracts as values', async () => {
    expect((await refused("import { nowIso } from '../../../server/db/database';", 'modules/leads/inbox/screen.tsx')).join()).toContain('server/ types only');
    expect((await refused("import { LeadSchema } from '../leads.schemas';", 'modules/leads/inbox/screen.tsx')).join()).toContain('for their types only');
    expect((await refused("import { TopicRequestSchema } from '../../../modules/leads/leads.schemas';", 'app/features/topics/a.tsx')).join()).toContain('for their types only');
    expect(await refused("import type { Lead } from '../leads.schemas';\nimport { LEAD_STATUS_WORDS } from '../leads.words';", 'modules/leads/inbox/screen.tsx')).toEqual([]);
  });

  it("keeps a module's repository to its tables and the database", async () => {
    expect(await refused("import { audit } from '../../server/services/audit';", 'modules/leads/leads.repository.ts')).toHaveLength(1);
    expect(await refused("import { wire } from './leads.service';", 'modules/leads/leads.repository.ts')).toHaveLength(1);
    expect(await refused("import { nowIso } from '../../server/db/database';\nimport type { DB } from '../../server/db/schema';", 'modules/leads/leads.repository.ts')).toEqual([]);
    // Another module's rule, applied in the repository's own transaction, comes through that module's index.server.ts only.
    expect(await refused("import { moveLead } from '../leads/index.server';", 'modules/quotes/quotes.repository.ts')).toEqual([]);
    expect(await refused("import { moveLead } from '../leads/lead-status.repository';", 'modules/quotes/quotes.repository.ts')).toHaveLength(1);
    expect(await refused("import { changeLead } from '../leads/leads.service';", 'modules/quotes/quotes.repository.ts')).not.toEqual([]);
    expect(await refused("import { inboxHandlers } from '../leads/inbox.server';", 'modules/quotes/quotes.repository.ts')).not.toEqual([]);
  });

  it("lets a module reach another only through that one's entry points, however deep either file sits", async () => {
    expect(await refused("import { LeadWork } from '../../leads/inbox/lead-work';", 'modules/quotes/admin/quote-editor.tsx')).toHaveLength(1);
    expect(await refused("import { LEAD_STATUS_WORDS } from '../../leads/leads.words';", 'modules/quotes/admin/quote-editor.tsx')).toEqual([]);
    expect(await refused("export { REPLY_SUBJECT_MAX } from '../leads/reply-fields';", 'modules/quotes/index.ts')).toHaveLength(1);
    expect(await refused("import { x } from './inbox/lead-work';", 'modules/leads/index.ts')).toEqual([]);
  });

  it('lets other code reach a module only through its entry points', async () => {
    for (const [code, file] of [
      ["import { outcomesBetween } from '../../../modules/leads/leads.repository';", 'server/services/insights/report.ts'],
      ["import { wire } from '../../modules/leads/leads.service';", 'server/routes/stats.ts'],
      ["import { LeadsSection } from '../../../modules/leads/inbox/leads-section';", 'app/features/admin/admin-app.tsx'],
      ["import { InsightsBeacon } from '../modules/insights/beacon/insights-beacon';", 'app/root.tsx'],
      ["import { Lightbox } from '../../modules/gallery/pages/viewer/lightbox';", 'app/routes/gallery.tsx'],
      ["import { AuthShell } from '../../modules/accounts/sign-in/auth-shell';", 'app/routes/login.tsx'],
    ]) {
      expect((await refused(code, file)).join(), file).toContain('through its entry points');
    }
    expect(await refused("import { outcomesBetween } from '../../../modules/leads/index.server';", 'server/services/insights/report.ts')).toEqual([]);
    expect(await refused("import { dueCounts } from '../../../modules/leads/index.server';", 'server/db/repositories/stats.ts')).toEqual([]);
    // A module's page side, for the assembly of what page loaders and page actions call.
    expect(await refused("import { leadPages } from '../../modules/leads/page.server';", 'server/pages/page-services.ts')).toEqual([]);
    expect(await refused("import { LeadsSection } from '../../../modules/leads';\nimport { LEAD_STATUS_WORDS } from '../../../modules/leads/leads.words';", 'app/features/admin/admin-app.tsx')).toEqual([]);
    // What the public pages load has an entry of its own, apart from the admin's screens.
    expect(await refused("import { InsightsBeacon } from '../modules/insights/index.public';", 'app/root.tsx')).toEqual([]);
    // A public page's component, for its thin route file.
    expect(await refused("import { GalleryPage } from '../../modules/gallery/pages/gallery-page';", 'app/routes/gallery.tsx')).toEqual([]);
    // A public page's route file takes the module's page screen, not index.ts and its admin screens.
    expect(await refused("import { InvitationForm } from '../../modules/staff/pages/invitation-page';", 'app/routes/invitation.tsx')).toEqual([]);
    expect((await refused("import { UsersSection } from '../../modules/staff/admin/users-section';", 'app/routes/invitation.tsx')).join()).toContain('through its entry points');
    // A page of a module is an entry of its own, for its route file: the page's chunk carries that page alone.
    expect(await refused("import { LoginForm } from '../../modules/accounts/pages/login-page';", 'app/routes/login.tsx')).toEqual([]);
  });

  it('knows one way to a public page: its pages/ folder, not a *.page.tsx file beside it', async () => {
    for (const [code, file] of [
      ["import { LoginForm } from '../../modules/accounts/login.page';", 'app/routes/login.tsx'],
      ["import { GalleryPage } from '../../modules/gallery/gallery.page';", 'app/routes/gallery.tsx'],
      ["import { ProductsPageView } from '../../modules/catalogue/products.page';", 'app/routes/products.tsx'],
    ]) {
      expect((await refused(code, file)).join(), code).toContain('through its entry points');
    }
    expect(await refused("import { ProductsPageView } from '../../modules/catalogue/pages/products-page';", 'app/routes/products.tsx')).toEqual([]);
  });

  it("lets a page take a module's page component from its pages/, one file each, and nothing deeper", async () => {
    expect(await refused("import { ReviewForm } from '../../modules/reviews/pages/review-form';", 'app/routes/review-form.tsx')).toEqual([]);
    expect(await refused("import '../../modules/topics/pages/topics-page.css';", 'app/routes/topics.tsx')).toEqual([]);
    for (const code of [
      "import { ReviewForm } from '../../modules/reviews/pages/form/review-form';",
      "import { ReviewsSection } from '../../modules/reviews/admin/reviews-section';",
    ]) {
      expect((await refused(code, 'app/routes/home.tsx')).join(), code).toContain('through its entry points');
    }
  });
});
