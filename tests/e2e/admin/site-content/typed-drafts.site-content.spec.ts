import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { ADMIN, apiLogin, createMember, seedSession } from '../../support/accounts';
import { expectNoAxeViolations, sendContactMessage, unique } from '../admin-helpers';
import { screenshotForReview } from '../../support/screenshots';

/**
 * What staff type in the admin area is kept in this browser until it is saved
 * (docs/decisions/0027-typed-input-kept-in-the-browser.md): after the session ends under them, a
 * reload, for their account only. Runs with the site-content edits (playwright.config.ts): a saved
 * draft of the Transport sector page is discarded again at the end.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// What these tests check is kept in the browser's storage, and one moves Playwright's clock, which
// stays in its context: each test gets a browser context of its own (tests/e2e/support/warm-contexts.ts).
test.use({ freshContext: true });
// Every test here ends the session under an open screen on purpose: the screen's next calls are
// refused with 401 (which Chromium logs) before it sends the admin to the login page.
test.beforeEach(({ consoleErrors }) => consoleErrors.allow(/Failed to load resource: the server responded with a status of 401 \(Unauthorized\) \(http:\/\/[^/]+\/api\//));

// A screen and a record no other browser test edits: the Transport sector page.
const SCREEN = '/admin?section=content&screen=sectors&page=transport';
const SCREEN_URL = /\/admin\?section=content&screen=sectors&page=transport$/;
const RECOVERED = /^Recovered what you typed on .+\. It is not saved yet/;

async function signedIn(page: Page, request: APIRequestContext, who: { email: string; password: string } = ADMIN) {
  const s = await apiLogin(request, who.email, who.password);
  await seedSession(page, s.token, s.user);
  return s;
}

/**
 * The page's calls to the API: how many went to each path, and how many are not answered yet. A
 * test that ends the session under an open screen first lets the screen's own calls (its loads,
 * the refresh after opening a lead) be answered, so the call it makes next is the one refused.
 */
function watchApi(page: Page) {
  const sent = new Map<string, number>();
  let open = 0;
  const apiPath = (r: Request) => {
    const path = new URL(r.url()).pathname;
    return path.startsWith('/api/') ? path : undefined;
  };
  page.on('request', (r) => {
    const path = apiPath(r);
    if (!path) return;
    sent.set(path, (sent.get(path) ?? 0) + 1);
    open += 1;
  });
  const answered = (r: Request) => {
    if (apiPath(r)) open -= 1;
  };
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return { sent: (path: string) => sent.get(path) ?? 0, open: () => open };
}

/** Ends a session from elsewhere, as "log out" on another device would. */
async function endElsewhere(request: APIRequestContext, token: string) {
  const r = await request.post('/api/account/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(r.status()).toBe(200);
}

async function loginHere(page: Page, who: { email: string; password: string } = ADMIN) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const summary = (page: Page) => page.getByLabel('Introduction', { exact: true });
/** The key the sector page's typed text is kept under (the document's key after `content:`). */
const keyOf = (userId: number) => expect.stringMatching(new RegExp(`^admin-typed:${userId}:content:sectors?:transport$`));
const keptKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('admin-typed:')));

async function openScreen(page: Page) {
  await page.goto(SCREEN);
  await expect(page.getByRole('heading', { level: 3, name: /^Sector page: / })).toBeVisible();
  await expect(summary(page)).toBeEditable();
}

test('text typed in a site-content editor comes back on the same screen after the session ended under it, and after a reload', async ({ page, request }, info) => {
  const s = await signedIn(page, request);
  const api = watchApi(page);
  await openScreen(page);
  const published = await summary(page).inputValue();
  const typed = `We move goods and people across the South-East ${Date.now().toString(36)}, on time.`;
  await summary(page).fill(typed);
  await expect.poll(() => keptKeys(page)).toEqual([keyOf(s.user.id)]);

  await expect.poll(() => api.open()).toBe(0);
  await endElsewhere(request, s.token);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await loginHere(page);
  await expect(page).toHaveURL(SCREEN_URL);
  await expect(summary(page)).toHaveValue(typed);
  const note = page.getByRole('status').filter({ hasText: RECOVERED });
  await expect(note).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await note.scrollIntoViewIfNeeded();
  await screenshotForReview(page, { path: info.outputPath('recovered-375.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshotForReview(page, { path: info.outputPath('recovered-1280.png') });
  await expectNoAxeViolations(page, 'an editor with recovered text');

  await page.reload();
  await expect(summary(page)).toHaveValue(typed);
  await expect(page.getByRole('status').filter({ hasText: RECOVERED })).toBeVisible();

  // Discard: the published text again, and nothing kept.
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(summary(page)).toHaveValue(published);
  await expect(page.getByText(RECOVERED)).toHaveCount(0);
  await expect.poll(() => keptKeys(page)).toEqual([]);
});

test('saving the draft clears what was kept; another account signing in on the same browser removes it', async ({ page, request }) => {
  const s = await signedIn(page, request);
  await openScreen(page);
  const typed = `Kept for the first account only ${Date.now().toString(36)}, not for the second.`;
  await summary(page).fill(typed);
  await expect.poll(() => keptKeys(page)).toEqual([keyOf(s.user.id)]);

  // The first account's session ends; a second admin signs in on this browser.
  const other = await createMember(request, 'second-admin');
  const second = await apiLogin(request, other.email, other.password);
  const promote = await request.put('/api/users/role', { headers: { authorization: `Bearer ${s.token}` }, data: { id: second.user.id, role: 'admin' } });
  expect(promote.status(), await promote.text()).toBe(200);
  await endElsewhere(request, s.token);
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await loginHere(page, other);
  await expect(page).toHaveURL(SCREEN_URL);
  await expect(summary(page)).toBeEditable();
  await expect(summary(page)).not.toHaveValue(typed);
  await expect(page.getByText(RECOVERED)).toHaveCount(0);
  // The first account's text is gone from the browser's storage: the second one cannot read it there either.
  expect(await keptKeys(page)).toEqual([]);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(`/login?redirect=${encodeURIComponent(SCREEN)}`);
  await loginHere(page);
  await expect(summary(page)).toBeEditable();
  await expect(summary(page)).not.toHaveValue(typed);
  await summary(page).fill(typed);
  await expect.poll(() => keptKeys(page)).toEqual([keyOf(s.user.id)]);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(/^Draft saved .+ Visitors do not see it until you publish\.$/)).toBeVisible();
  await expect(page.getByText(RECOVERED)).toHaveCount(0);
  await expect.poll(() => keptKeys(page)).toEqual([]);
  await page.reload();
  await expect(summary(page)).toHaveValue(typed);
  await expect(page.getByText(RECOVERED)).toHaveCount(0);

  // Put the sector page back as it was.
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByText(/^The form shows what is on the site now/)).toBeVisible();
});

test('a lead note survives the end of the session and a reload, and adding it clears it', async ({ page, request }, info) => {
  const name = unique('Ngozi Eze');
  await sendContactMessage(request, { name, email: `kept-${Date.now().toString(36)}@example.com`, subject: 'Network cabling', message: 'We need cabling for two floors of our office.' });
  const s = await signedIn(page, request);
  const api = watchApi(page);
  await page.goto('/admin?section=leads');
  const link = page.getByRole('list', { name: 'Leads' }).getByRole('link', { name: new RegExp(name) });
  await expect(link).toBeVisible();
  // The list came with the screen's first calls, the counts among them.
  const countsAsked = api.sent('/api/stats');
  expect(countsAsked).toBeGreaterThan(0);
  await link.click();
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  const here = new URL(page.url());
  expect(here.searchParams.get('lead')).toMatch(/^\d+$/);
  const note = page.getByLabel(/^Note for the team/);
  const text = 'Called her: site visit on Thursday at 10.';
  await note.fill(text);
  await expect.poll(async () => (await keptKeys(page)).length).toBe(1);
  // Opening the unread lead marked it read, and then asked for the counts and the list again.
  await expect.poll(() => api.sent('/api/stats') > countsAsked && api.open() === 0).toBe(true);

  await endElsewhere(request, s.token);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await loginHere(page);
  await expect(page).toHaveURL(`${here.pathname}${here.search}`);
  await expect(note).toHaveValue(text);
  await expect(page.getByRole('status').filter({ hasText: RECOVERED })).toBeVisible();
  await page.reload();
  await expect(note).toHaveValue(text);

  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('region', { name: 'History' })).toContainText(text);
  await expect(note).toHaveValue('');
  await expect(page.getByText(RECOVERED)).toHaveCount(0);
  await expect.poll(() => keptKeys(page)).toEqual([]);

  // The reply by e-mail too; Logout on purpose forgets everything this account kept here.
  const reply = page.getByLabel('Your reply');
  await reply.fill('Good day Ngozi, we can visit on Thursday at 10.');
  await expect.poll(async () => (await keptKeys(page)).length).toBe(1);
  await page.reload();
  await expect(reply).toHaveValue('Good day Ngozi, we can visit on Thursday at 10.');
  await expect(page.getByRole('status').filter({ hasText: RECOVERED })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await reply.scrollIntoViewIfNeeded();
  await screenshotForReview(page, { path: info.outputPath('lead-reply-375.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await keptKeys(page)).toEqual([]);
});

test('two minutes before an idle end a dialog warns; "Stay signed in" renews the session; typing renews it too', async ({ consoleErrors, page, request }, info) => {
  // The test cuts the network for one renewal on purpose:
  consoleErrors.allowResponse('network', '/api/account/session');
  await page.clock.install();
  const s = await signedIn(page, request);
  const first = page.waitForResponse((r) => r.url().endsWith('/api/account/session') && r.request().method() === 'GET');
  await page.goto('/admin?section=projects');
  const answer = await (await first).json();
  expect(answer.session.idleSeconds).toBe(30 * 60);
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(dialog).toBeHidden();
  // The page sets its timers from the server's answer once its script has read it, which on a busy
  // machine may come after the answer is in here: the clock moves only once they are set.
  const timers = page.locator('dialog.session-warning');
  await expect(timers).toHaveAttribute('data-ends-at', /^\d+$/);

  // 27 minutes on: no warning yet; 28 minutes and a bit: the warning.
  await page.clock.fastForward('27:00');
  await expect(dialog).toBeHidden();
  await page.clock.fastForward('01:30');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You will be signed out in 2 minutes because nothing was done for a while.');
  const stay = dialog.getByRole('button', { name: 'Stay signed in' });
  await expect(stay).toBeFocused();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await screenshotForReview(page, { path: info.outputPath(`warning-${width}.png`) });
  }
  await expectNoAxeViolations(page, 'the idle warning');
  // Without a connection the dialog stays and says so.
  await page.route('**/api/account/session', (r) => (r.request().method() === 'POST' ? r.abort('internetdisconnected') : r.continue()));
  await stay.click();
  await expect(dialog.getByRole('alert')).toHaveText('The server could not be reached. Please check your internet connection and try again.');
  await expect(dialog).toBeVisible();
  await page.unroute('**/api/account/session');
  const renewed = page.waitForResponse((r) => r.url().endsWith('/api/account/session') && r.request().method() === 'POST');
  await stay.click();
  expect((await renewed).status()).toBe(200);
  await expect(dialog).toBeHidden();

  // Typing: a renewal at most every two minutes, and one after the last keystroke.
  const field = page.getByLabel('Topic title');
  await expect(field).toBeEditable();
  let renewals = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/account/session') && r.method() === 'POST') renewals += 1;
  });
  await field.pressSequentially('Cloud');
  await page.clock.fastForward('01:00');
  expect(renewals).toBe(0);
  const next = page.waitForResponse((r) => r.url().endsWith('/api/account/session') && r.request().method() === 'POST');
  const setBefore = (await timers.getAttribute('data-ends-at'))!;
  await page.clock.fastForward('01:05');
  expect((await next).status()).toBe(200);
  expect(renewals).toBe(1);
  await expect(timers).not.toHaveAttribute('data-ends-at', setBefore);
  // 27 minutes after that renewal: still no warning; then the warning, and past the end its words change.
  await page.clock.fastForward('27:00');
  await expect(dialog).toBeHidden();
  await page.clock.fastForward('01:30');
  await expect(dialog).toContainText('You will be signed out in 2 minutes');
  await page.clock.fastForward('02:00');
  await expect(dialog).toContainText('Your session has ended because it was not used for a while. Please log in again.');
  // The server ended it too (here: from elsewhere); "Log in again" goes to login and back to this screen.
  await endElsewhere(request, s.token);
  await dialog.getByRole('button', { name: 'Log in again' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%3Fsection%3Dprojects$/);
});
