import { axe } from '../../support/a11y';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { loginAsAdmin, nextDialog, openSection } from '../admin-helpers';
import { expectToast } from '../../support/toasts';
import { screenshotForReview } from '../../support/screenshots';

/**
 * Pages & SEO: an editor changes a page's search title and description. The test
 * publishes the 'seo' document, so it runs in the "content-edits" project after the others, and
 * restores the built-in version at the end. It touches no other document.
 */
test.describe.configure({ mode: 'serial' });

const OLD_TITLE = 'Contact Us | Coal City ICT';
const OLD_DESCRIPTION =
  'Call, WhatsApp, email or visit Coal City ICT in Enugu and Port Harcourt, or send us a message about software, training, hosting or project research.';
const NEW_TITLE = 'Call or visit our Enugu ICT office | Coal City ICT';
const NEW_DESCRIPTION = 'Talk to our software, training and hosting team in Enugu and Port Harcourt by phone, WhatsApp, e-mail or a visit.';

const description = (page: Page) => page.locator('meta[name="description"]');
const contactGroup = (page: Page) => page.getByRole('group', { name: /^Contact \/contact$/ });

async function openSeoScreen(page: Page) {
  await loginAsAdmin(page);
  await openSection(page, 'Site content');
  await page.getByRole('navigation', { name: 'Site content screens' }).getByRole('link', { name: 'Pages & SEO' }).click();
  await expect(page).toHaveURL(/screen=seo/);
  await expect(page.getByRole('heading', { level: 3, name: 'Pages & SEO' })).toBeVisible();
}

async function restoreBuiltIn(page: Page, request: APIRequestContext) {
  const history = page.getByRole('region', { name: 'History' });
  const dialog = nextDialog(page);
  await history.getByRole('button', { name: /^Restore/ }).last().click();
  expect(await dialog).toMatch(/by Built-in content again\?/);
  await expectToast(page, 'That version is published again.');
  await expect.poll(async () => (await (await request.get('/contact')).text()).includes(`<title>${OLD_TITLE}</title>`)).toBe(true);
}

test('an admin changes the contact page\'s title and description; visitors see them on opening the page and after a client-side navigation', async ({ page, visitor, request }) => {
  test.setTimeout(120_000);
  await openSeoScreen(page);

  // The form starts from what the page printed before titles became site content.
  const group = contactGroup(page);
  const title = group.getByLabel('Search title');
  const text = group.getByLabel('Meta description');
  await expect(title).toHaveValue(OLD_TITLE);
  await expect(text).toHaveValue(OLD_DESCRIPTION);
  await expect(group.getByText(`${OLD_TITLE.length} of about 70 characters`)).toBeVisible();

  // Too short a description is refused at the field by the shared schema, before any request.
  await text.fill('Call us.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(group.getByText('Meta description must be at least 20 characters.')).toBeVisible();
  await expect(text).toBeFocused();

  // The count and the search-result preview follow the typing.
  await title.fill(NEW_TITLE);
  await text.fill(NEW_DESCRIPTION);
  await expect(group.getByText(`${NEW_TITLE.length} of about 70 characters`)).toBeVisible();
  await expect(group.getByText(`${NEW_DESCRIPTION.length} of about 160 characters`)).toBeVisible();
  const snippet = group.locator('.sc-seo-snippet');
  await expect(snippet.locator('.sc-seo-snippet__title')).toHaveText(NEW_TITLE);
  await expect(snippet.locator('.sc-seo-snippet__url')).toContainText('› contact');
  // Past Google's advice the count warns and the preview is cut short, as the results page would.
  const longer = `${NEW_TITLE} — software, training, hosting and project research`;
  await title.fill(longer);
  await expect(group.getByText(/longer than Google shows, it may be cut off/)).toBeVisible();
  await expect(snippet.locator('.sc-seo-snippet__title')).toHaveText(/…$/);
  await title.fill(NEW_TITLE);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published. The public site shows the changes now.');

  // 1. Opening /contact by its address: the server-rendered head has the new texts.
  {
    const v = await visitor('/contact');
    await expect(v.page).toHaveTitle(NEW_TITLE);
    await expect(description(v.page)).toHaveAttribute('content', NEW_DESCRIPTION);
    await expect(v.page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Call or visit our Enugu ICT office');
    await v.close();
  }
  // 2. Opening a page that hydrates (the home page is served without React,
  // docs/decisions/0038-pages-without-react-in-the-browser.md) and going to /contact in the browser
  // (no page load): the head is updated too.
  {
    const v = await visitor('/login');
    const loginTitle = await v.page.title();
    expect(loginTitle).not.toBe(NEW_TITLE);
    const loads: string[] = [];
    v.page.on('load', () => loads.push(v.page.url()));
    await v.page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Contact Us', exact: true }).click();
    // Generous waits: the navigation fetches the root data, and the test machine may be busy.
    await expect(v.page).toHaveURL(/\/contact$/);
    await expect(v.page).toHaveTitle(NEW_TITLE);
    await expect(description(v.page)).toHaveAttribute('content', NEW_DESCRIPTION);
    expect(loads, 'a client-side navigation, not a page load').toEqual([]);
    // And back: the login page's own entry again.
    await v.page.goBack();
    await expect(v.page).toHaveTitle(loginTitle);
    await expect(description(v.page)).not.toHaveAttribute('content', NEW_DESCRIPTION);
    await v.close();
  }

  await restoreBuiltIn(page, request);
  const v = await visitor('/contact');
  await expect(v.page).toHaveTitle(OLD_TITLE);
  await expect(description(v.page)).toHaveAttribute('content', OLD_DESCRIPTION);
  await v.close();
});

test('the Pages & SEO screen has no accessibility violations at 375 and 1280 px', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await openSeoScreen(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await contactGroup(page).scrollIntoViewIfNeeded();
    await screenshotForReview(page, { path: testInfo.outputPath(`seo-editor-${width}.png`), fullPage: false });
    const { violations } = await axe(page).include('main').analyze();
    expect(violations.map((v) => `${width}px: ${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
  }
  // The groups follow the site menu.
  for (const legend of ['Main pages', 'Services', 'Software products', 'Sectors (our clients)']) {
    await expect(page.getByRole('group', { name: legend, exact: true })).toBeVisible();
  }
});
