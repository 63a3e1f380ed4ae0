/**
 * Playwright fixtures for the browser tests. Import `test` and `expect` from here instead of
 * `@playwright/test`:
 *
 * - `site`: every worker starts the built site of its own (./worker-server.ts: its own port,
 *   database and mail), and `baseURL`, `page`, `request` and `browser.newContext()` point at it.
 *   A test sees only what the tests of its own worker did.
 * - `adminPage` / `staffPage` / `memberPage`: a page in a browser context of its own that starts
 *   signed in (the staff account gets its role from the admin through the API). The
 *   session is made through the API once per worker (and again only if the server no longer
 *   accepts it, e.g. after a test logged it out), and handed to the context as its storage state:
 *   the token and the user in local storage under the keys the app uses (app/lib/session.ts). The
 *   site sets no cookie for a session. The page starts blank: `openAdmin(page)` (or `goto`) opens it.
 *   Signing in through the login form is what tests/e2e/auth/accounts-login.spec.ts checks; other tests do not
 *   repeat it.
 * - `visitor(path)`: another visitor's browser beside the test's own (an admin's edit seen from
 *   outside), on `path` once the page is hydrated; `close()` ends it. Its pages are watched for
 *   errors like the others.
 * - `context` (and so `page`), `adminPage`, `staffPage`, `memberPage` and the first open `visitor` come from
 *   contexts the worker keeps and empties before each test (./warm-contexts.ts says what is cleared
 *   and why); a test that installs Playwright's clock, which cannot be taken out of a context, uses
 *   `test.use({ freshContext: true })`.
 * - every page from these fixtures (`page` too) logs the toasts it shows, for `expectToast`
 *   (./toasts.ts: a toast closes after 3 s, which a busy machine may miss);
 * - every page from these fixtures (`page` too) fails its test on a `console.error` or an uncaught
 *   error in the page. A test that provokes one on purpose allows it, with a comment saying why:
 *   `consoleErrors.allow(/pattern/)`.
 */
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { TOKEN_KEY, USER_KEY } from '../../../app/lib/session';
import { ADMIN, apiLogin, createMember, type StoredUserShape } from './accounts';
import { recordToasts } from './toasts';
import { WarmContexts } from './warm-contexts';
import { startWorkerServer, type WorkerServer } from './worker-server';

export { expect };

/** A session as the browser keeps it after signing in, with the member's credentials for tests that need them. */
export interface SeededSession {
  token: string;
  user: StoredUserShape;
  email: string;
  password: string;
}

/** What went wrong in a page, as the browser reports it. */
export class ConsoleErrors {
  readonly seen: string[] = [];
  /** The same, with the stack of each uncaught error: what a failed test's attachment shows. */
  readonly details: string[] = [];
  private readonly allowed: RegExp[] = [];

  watch(page: Page): void {
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      const line = `console.error: ${m.text()}${m.location().url ? ` (${m.location().url})` : ''}`;
      this.seen.push(line);
      this.details.push(line);
    });
    page.on('pageerror', (e) => {
      this.seen.push(`uncaught error in the page: ${e.message}`);
      this.details.push(`uncaught error in the page: ${e.stack ?? e.message}`);
    });
  }

  /** Lets errors matching `pattern` pass: only for an error the test provokes on purpose (say why beside the call). */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  /**
   * Lets pass the line Chromium logs when a request the test provokes to fail on purpose answers
   * `status` (or fails in the network, `status` 'network'): `path` is the address's path, with or
   * without a query or fragment. The app handles these answers; Chromium logs every one all the same.
   */
  allowResponse(status: number | 'network', path: string): void {
    const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const what = status === 'network' ? 'net::ERR_[A-Z_]+' : `the server responded with a status of ${status} \\([^)]*\\)`;
    this.allowed.push(new RegExp(`^console\\.error: Failed to load resource: ${what} \\(https?://[^/]+${escaped}([?#][^)]*)?\\)$`));
  }

  unexpected(): string[] {
    return this.seen.filter((e) => !this.allowed.some((p) => p.test(e)));
  }
}

/** Cached per worker (a worker is one process and runs its tests one after another). */
const cached: { admin?: SeededSession; member?: SeededSession; staff?: SeededSession } = {};

async function stillAccepted(request: APIRequestContext, s: SeededSession, url: string): Promise<boolean> {
  return (await request.get(url, { headers: { authorization: `Bearer ${s.token}` } })).status() === 200;
}

/** The admin's session for this worker: one API login, repeated only when the server stopped accepting it. */
export async function adminSession(request: APIRequestContext): Promise<SeededSession> {
  if (cached.admin && (await stillAccepted(request, cached.admin, '/api/stats'))) return cached.admin;
  const { token, user } = await apiLogin(request, ADMIN.email, ADMIN.password);
  cached.admin = { token, user, ...ADMIN };
  return cached.admin;
}

/** A verified member (role user) for this worker, signed in through the API. */
export async function memberSession(request: APIRequestContext): Promise<SeededSession> {
  if (cached.member && (await stillAccepted(request, cached.member, '/api/account'))) return cached.member;
  const account = cached.member ?? (await createMember(request, 'fixture-member'));
  const { token, user } = await apiLogin(request, account.email, account.password);
  cached.member = { token, user, email: account.email, password: account.password };
  return cached.member;
}

/**
 * A verified account with the staff role for this worker (an admin gave it the role through the API,
 * as Users → Change role does), signed in through the API after the change.
 */
export async function staffSession(request: APIRequestContext): Promise<SeededSession> {
  if (cached.staff && (await stillAccepted(request, cached.staff, '/api/stats'))) return cached.staff;
  let account: { email: string; password: string } | undefined = cached.staff;
  if (!account) {
    account = await createMember(request, 'fixture-staff');
    const { user } = await apiLogin(request, account.email, account.password);
    const admin = await adminSession(request);
    const r = await request.put('/api/users/role', { headers: { authorization: `Bearer ${admin.token}` }, data: { id: user.id, role: 'staff' } });
    expect(r.status(), await r.text()).toBe(200);
  }
  const { token, user } = await apiLogin(request, account.email, account.password);
  expect(user.role).toBe('staff');
  cached.staff = { token, user, email: account.email, password: account.password };
  return cached.staff;
}

/** The storage state of a browser that has signed in: what the app's login writes, nothing else. */
export function signedInState(origin: string, s: SeededSession): NonNullable<Exclude<BrowserContextOptions['storageState'], string>> {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: TOKEN_KEY, value: s.token },
          { name: USER_KEY, value: JSON.stringify(s.user) },
        ],
      },
    ],
  };
}

/** Opens the admin area and waits for the dashboard, where an admin lands after signing in. */
export async function openAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: /^Welcome, / })).toBeVisible();
}

interface WorkerFixtures {
  site: WorkerServer;
  warmContexts: WarmContexts;
}

interface Fixtures {
  consoleErrors: ConsoleErrors;
  adminPage: Page;
  memberPage: Page;
  /** The member `memberPage` is signed in as. */
  member: SeededSession;
  staffPage: Page;
  /** The staff account `staffPage` is signed in as. */
  staff: SeededSession;
  /** A browser context of the test's own, closed after it, instead of a kept one (see above). */
  freshContext: boolean;
  visitor: OpenVisitor;
  /** The project's context options (`use`), which every context of these fixtures opens with. */
  contextFrom: ContextFrom;
}

/** Opens `path` in another visitor's browser, apart from the test's `page`, and waits until it is hydrated. */
export type OpenVisitor = (path: string) => Promise<{ page: Page; close: () => Promise<void> }>;

type ContextFrom = Pick<BrowserContextOptions, 'baseURL' | 'viewport' | 'userAgent' | 'deviceScaleFactor' | 'isMobile' | 'hasTouch' | 'locale' | 'colorScheme' | 'javaScriptEnabled'>;

/**
 * A context for one test: a kept one emptied for it (signed in as `session` when given), or with
 * `fresh` a new one. `done` hands it back after the test.
 */
async function contextFor(browser: Browser, warm: WarmContexts, fresh: boolean, options: ContextFrom, who: string, session?: SeededSession): Promise<{ context: BrowserContext; done: () => Promise<void> }> {
  if (fresh) {
    const storageState = session ? signedInState(new URL(options.baseURL!).origin, session) : undefined;
    const context = await browser.newContext({ ...options, storageState });
    return { context, done: () => context.close() };
  }
  const context = await warm.open(options, who, session);
  return { context, done: () => warm.release(context) };
}

/** A page that starts signed in as `s`, with the project's options (the built-in `page` gets them too). */
async function signedInPage(browser: Browser, warm: WarmContexts, fresh: boolean, options: ContextFrom, who: string, s: SeededSession, consoleErrors: ConsoleErrors, use: (p: Page) => Promise<void>) {
  const { context, done } = await contextFor(browser, warm, fresh, options, who, s);
  const page = await context.newPage();
  consoleErrors.watch(page);
  await recordToasts(page);
  await use(page);
  await done();
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  site: [
    async ({}, use) => {
      const server = await startWorkerServer();
      // The mail helpers (./mail.ts) find this server's mail by its port.
      process.env.E2E_PORT = String(server.port);
      await use(server);
      await server.stop();
    },
    // Started with the worker even by a test that asks for no fixture (some only use `request`),
    // with time to start on a busy machine.
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  warmContexts: [
    async ({ browser }, use) => {
      const warm = new WarmContexts(browser);
      await use(warm);
      await warm.closeAll();
    },
    { scope: 'worker' },
  ],
  freshContext: [false, { option: true }],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
  contextFrom: async ({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, colorScheme, javaScriptEnabled }, use) => {
    await use({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, colorScheme, javaScriptEnabled });
  },
  context: async ({ browser, warmContexts, freshContext, contextFrom }, use) => {
    const { context, done } = await contextFor(browser, warmContexts, freshContext, contextFrom, 'visitor');
    await use(context);
    await done();
  },
  consoleErrors: async ({}, use, testInfo) => {
    const errors = new ConsoleErrors();
    await use(errors);
    // A test that already failed says what failed (the page's errors are attached to it); one that
    // passed fails here on an error nobody allowed.
    if (errors.seen.length) await testInfo.attach('console errors', { body: errors.details.join('\n'), contentType: 'text/plain' });
    // The errors go in the message's first lines, which are what a run's closing summary shows.
    const unexpected = errors.unexpected();
    if (testInfo.status === 'passed' && unexpected.length) throw new Error(`errors in the page (console.error or uncaught) that the test did not allow:\n${unexpected.join('\n')}`);
  },
  page: async ({ page, consoleErrors }, use) => {
    consoleErrors.watch(page);
    await recordToasts(page);
    await use(page);
  },
  adminPage: async ({ browser, warmContexts, freshContext, request, consoleErrors, contextFrom }, use) => {
    const s = await adminSession(request);
    await signedInPage(browser, warmContexts, freshContext, contextFrom, 'admin', s, consoleErrors, use);
  },
  member: async ({ request }, use) => {
    await use(await memberSession(request));
  },
  visitor: async ({ browser, warmContexts, freshContext, consoleErrors, contextFrom }, use) => {
    const open = new Set<() => Promise<void>>();
    // One kept context serves one visitor at a time; a second visitor open at once gets a new one.
    let keptInUse = false;
    await use(async (path) => {
      const kept = !keptInUse;
      const { context, done } = await contextFor(browser, warmContexts, freshContext || !kept, contextFrom, 'another visitor');
      if (kept) keptInUse = true;
      const close = async () => {
        if (!open.delete(close)) return;
        await done();
        if (kept) keptInUse = false;
      };
      open.add(close);
      const page = await context.newPage();
      consoleErrors.watch(page);
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor();
      return { page, close };
    });
    for (const close of [...open]) await close();
  },
  memberPage: async ({ browser, warmContexts, freshContext, member, consoleErrors, contextFrom }, use) => {
    await signedInPage(browser, warmContexts, freshContext, contextFrom, 'member', member, consoleErrors, use);
  },
  staff: async ({ request }, use) => {
    await use(await staffSession(request));
  },
  staffPage: async ({ browser, warmContexts, freshContext, staff, consoleErrors, contextFrom }, use) => {
    await signedInPage(browser, warmContexts, freshContext, contextFrom, 'staff', staff, consoleErrors, use);
  },
});
