/**
 * Browser contexts a worker keeps from test to test, emptied before each one, so that a test's first
 * page does not start a renderer process of its own.
 *
 * Why: a new browser context starts with a new renderer process for the site, which compiles the
 * framework's scripts again and lays out a first page cold: a first page took about twice as long
 * as a later one in a warm renderer (about 520 ms against 260 ms for /contact on a quiet machine),
 * and most tests open only one or two pages. With Chromium's `--process-per-site` (in
 * playwright.config.ts) every page of the site in one context shares one renderer, and a "keeper"
 * tab on the site's /robots.txt keeps that renderer alive between tests.
 *
 * What a test sees is a context as good as new: before each test every other tab is closed, and the
 * cookies, permissions, routes, the HTTP cache and everything the site stored (local and session
 * storage, IndexedDB, caches) are cleared; a signed-in context then gets the session in local
 * storage, as signing in writes it. Tabs are new per test, so session storage, init scripts, exposed
 * functions and emulated media are too. A test that changes the context itself in a way that cannot
 * be undone (Playwright's fake clock is installed in the context) asks for a context of its own with
 * `test.use({ freshContext: true })`.
 */
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from '@playwright/test';
import { TOKEN_KEY, USER_KEY } from '../../../app/lib/session';
import type { StoredUserShape } from './accounts';

/** Who a kept context is signed in as: nobody, or a session as the app stores it. */
export interface Session {
  token: string;
  user: StoredUserShape;
}

interface Kept {
  context: BrowserContext;
  keeper: Page;
  cdp: CDPSession;
  origin: string;
  lastUsed: number;
}

/** More option sets than this in one worker (widths, JavaScript off…): the longest unused one is closed. */
const MAX_KEPT = 4;
/** The page events whose async listeners may still be reading a request or response when a test ends. */
const NETWORK_EVENTS = ['request', 'response', 'requestfinished', 'requestfailed'] as const;

export class WarmContexts {
  private readonly kept = new Map<string, Kept>();
  private uses = 0;

  constructor(private readonly browser: Browser) {}

  /**
   * A context with `options` (its baseURL names the site), emptied, and signed in as `session` when
   * one is given. Contexts for different sessions are different contexts, so a test may hold a
   * visitor's page and an admin's at once.
   */
  async open(options: BrowserContextOptions, who: string, session?: Session): Promise<BrowserContext> {
    const key = `${who}\n${JSON.stringify(options)}`;
    let k = this.kept.get(key);
    if (k && (k.keeper.isClosed() || !this.browser.isConnected())) {
      this.kept.delete(key);
      await k.context.close().catch(() => {});
      k = undefined;
    }
    if (!k) {
      await this.evict();
      k = await this.start(options);
      this.kept.set(key, k);
    }
    k.lastUsed = ++this.uses;
    await this.empty(k);
    if (session) {
      await k.keeper.evaluate(
        ([tokenKey, userKey, token, user]) => {
          localStorage.setItem(tokenKey, token);
          localStorage.setItem(userKey, user);
        },
        [TOKEN_KEY, USER_KEY, session.token, JSON.stringify(session.user)] as const,
      );
    }
    return k.context;
  }

  /**
   * After a test: its tabs are closed (their unload handlers run now, before the next test empties
   * the context). First the test's async listeners on network events (one reading a response's
   * headers, say) are waited for while their tab is open: closed under them, they would fail during
   * the next test, which would be blamed for it. A listener's own error fails this test.
   */
  async release(context: BrowserContext): Promise<void> {
    const k = [...this.kept.values()].find((x) => x.context === context);
    if (!k) return;
    const tabs = context.pages().filter((p) => p !== k.keeper);
    for (const tab of tabs) {
      for (const event of NETWORK_EVENTS) await tab.removeAllListeners(event, { behavior: 'wait' });
    }
    await Promise.all(tabs.map((p) => p.close().catch(() => {})));
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.kept.values()].map((k) => k.context.close().catch(() => {})));
    this.kept.clear();
  }

  private async start(options: BrowserContextOptions): Promise<Kept> {
    if (!options.baseURL) throw new Error('A kept context needs the baseURL of the site.');
    const origin = new URL(options.baseURL).origin;
    const context = await this.browser.newContext(options);
    guardIrreversible(context);
    const keeper = await context.newPage();
    await keeper.goto(`${origin}/robots.txt`);
    const cdp = await context.newCDPSession(keeper);
    return { context, keeper, cdp, origin, lastUsed: 0 };
  }

  private async empty(k: Kept): Promise<void> {
    await Promise.all(k.context.pages().filter((p) => p !== k.keeper).map((p) => p.close().catch(() => {})));
    await k.context.unrouteAll({ behavior: 'ignoreErrors' });
    await k.context.clearCookies();
    await k.context.clearPermissions();
    await k.context.setOffline(false);
    await k.context.setExtraHTTPHeaders({});
    await k.context.setGeolocation(null);
    await k.cdp.send('Network.clearBrowserCache');
    await k.cdp.send('Storage.clearDataForOrigin', { origin: k.origin, storageTypes: 'all' });
    // Read back through the site's own renderer, which every page of the next test shares.
    const left = await k.keeper.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
      return localStorage.length + sessionStorage.length;
    });
    if (left !== 0) throw new Error('The kept context still holds stored data after it was emptied.');
  }

  private async evict(): Promise<void> {
    if (this.kept.size < MAX_KEPT) return;
    const [key, oldest] = [...this.kept].sort((a, b) => a[1].lastUsed - b[1].lastUsed)[0];
    this.kept.delete(key);
    await oldest.context.close().catch(() => {});
  }
}

/**
 * What a test cannot undo in a context fails at once in a kept one, with the way out, instead of
 * leaking into the tests after it: Playwright's clock (page.clock is the context's), and scripts or
 * functions added to every page of the context.
 */
function guardIrreversible(context: BrowserContext): void {
  const refuse = (what: string) => async () => {
    throw new Error(`${what} stays in the browser context, and this one is kept for the next tests: give the test a context of its own with test.use({ freshContext: true }).`);
  };
  const clock = context.clock as unknown as Record<string, unknown>;
  for (const name of ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'fastForward', 'runFor', 'resume']) clock[name] = refuse(`page.clock.${name}()`);
  const self = context as unknown as Record<string, unknown>;
  for (const name of ['addInitScript', 'exposeBinding', 'exposeFunction']) self[name] = refuse(`context.${name}()`);
}
