import { axe } from '../../support/a11y';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { products } from '../../../../content/products';
import { sectors } from '../../../../content/sectors';
import { services } from '../../../../content/services';
import { loginAsAdmin, nextDialog, openSection } from '../admin-helpers';
import { expectToast } from '../../support/toasts';
import { screenshotForReview } from '../../support/screenshots';

/**
 * Office staff edit the service, software product and sector pages in the admin area
 * (Site content → Services / Software products / Sectors), one page's document at a time. These
 * tests publish, so they run in the "content-edits" project after every other test, and each puts
 * back what it published (History → Restore of the built-in version).
 */
test.describe.configure({ mode: 'serial' });

const POS = products.find((p) => p.slug === 'pos')!;
const POS_FEATURES = POS.sections[0].items;
const DOMAIN = services.find((s) => s.slug === 'domain')!;
const HOTELS = sectors.find((s) => s.slug === 'hotels')!;

async function openScreen(page: Page, tab: 'Services' | 'Software products' | 'Sectors') {
  await loginAsAdmin(page);
  await openSection(page, 'Site content');
  await page.getByRole('navigation', { name: 'Site content screens' }).getByRole('link', { name: tab }).click();
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published. The public site shows the changes now.');
  await expect(page.getByRole('status').filter({ hasText: /^The form shows what is on the site now/ })).toBeVisible();
}

/** Puts the built-in version back through the History panel (Restore of the oldest version). */
async function restoreBuiltIn(page: Page, request: APIRequestContext, path: string, builtInText: string) {
  const history = page.getByRole('region', { name: 'History' });
  const dialog = nextDialog(page);
  await history.getByRole('button', { name: /^Restore/ }).last().click();
  expect(await dialog).toMatch(/^Publish the version of .* by Built-in content again\?/);
  await expectToast(page, 'That version is published again.');
  await expect.poll(async () => (await (await request.get(path)).text()).includes(builtInText)).toBe(true);
}

/** The list of one product section on the public page, and its Show More toggle. */
const publicList = (page: Page, heading: string) => {
  const region = page.getByRole('region', { name: heading, exact: true });
  return { items: region.getByRole('listitem'), more: region.getByRole('button', { name: 'Show More' }), region };
};

const NEW_FEATURES = [
  'Mobile money payments with OPay, Moniepoint and PalmPay',
  'End-of-day report sent to the owner by SMS',
  'Works on a single laptop or a network of tills',
];

test('an admin edits the POS feature list: 4 features show without Show More, 7 show 5 and Show More reveals 2', async ({ page, visitor, request }, testInfo) => {
  test.setTimeout(180_000);
  await openScreen(page, 'Software products');
  await expect(page).toHaveURL(/screen=products/);
  const picker = page.getByLabel('Product page to edit');
  await expect(picker).toHaveValue('pos');
  await expect(page.getByRole('heading', { level: 3, name: `Software product: ${POS.name}` })).toBeVisible();

  const features = page.getByRole('group', { name: 'Section 1: Features' });
  const count = features.locator('.sc-count');
  await expect(count).toHaveText(`${POS_FEATURES.length} features: the first 5 show, and “Show More” reveals the other ${POS_FEATURES.length - 5}.`);

  // Remove features 5 to 12 (each asks first): 4 remain.
  for (let n = POS_FEATURES.length; n >= 5; n--) {
    const dialog = nextDialog(page);
    await features.getByRole('button', { name: `Remove feature ${n}`, exact: true }).click();
    expect(await dialog).toBe(`Remove the feature “${POS_FEATURES[n - 1].length > 48 ? `${POS_FEATURES[n - 1].slice(0, 47).trimEnd()}…` : POS_FEATURES[n - 1]}”?`);
  }
  await expect(count).toHaveText('4 features: all show. “Show More” appears after the fifth feature.');
  await publish(page);
  {
    const v = await visitor('/pos');
    const list = publicList(v.page, 'Features');
    await expect(list.items).toHaveCount(4);
    await expect(list.items).toHaveText(POS_FEATURES.slice(0, 4));
    await expect(list.region.getByRole('button')).toHaveCount(0);
    // The other list of the page is untouched: Benefits still has its Show More.
    await expect(publicList(v.page, 'Benefits').more).toBeVisible();
    await v.close();
  }

  // Add three features (the focus goes to each new box); a repeated one is refused at its field.
  for (const text of [NEW_FEATURES[0], POS_FEATURES[0], NEW_FEATURES[2]]) {
    await features.getByRole('button', { name: 'Add a feature' }).click();
    await expect(page.locator(':focus')).toHaveAttribute('name', /^sections\.0\.items\.\d+$/);
    await page.keyboard.type(text);
  }
  await expect(count).toHaveText('7 features: the first 5 show, and “Show More” reveals the other 2.');
  await expect(features.getByText('“Show More” reveals this feature and the ones after it.')).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  const repeated = features.getByLabel('Feature 6', { exact: true });
  await expect(features.getByText('This repeats feature 1: each one must be different.')).toBeVisible();
  await expect(repeated).toBeFocused();
  await expect(repeated).toHaveAttribute('aria-invalid', 'true');
  await repeated.fill(NEW_FEATURES[1]);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, /^Draft saved\./);

  // The draft survives a reload, on the same page of the picker (it is in the URL).
  await page.reload();
  await expect(page).toHaveURL(/screen=products/);
  await expect(page.getByLabel('Product page to edit')).toHaveValue('pos');
  await expect(features.getByLabel('Feature 7', { exact: true })).toHaveValue(NEW_FEATURES[2]);
  // Preview opens the page being edited; the public does not see the draft yet.
  {
    const [previewPage] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: new RegExp(`^Preview the ${POS.name.replace(/[&]/g, '\\&')} page`) }).click(),
    ]);
    await expect(previewPage).toHaveURL(/\/pos\?preview=/);
    await previewPage.close();
  }
  expect(await (await request.get('/pos')).text()).not.toContain(NEW_FEATURES[0]);

  await publish(page);
  {
    const v = await visitor('/pos');
    const list = publicList(v.page, 'Features');
    await expect(list.items).toHaveCount(5);
    await expect(list.more).toHaveAttribute('aria-expanded', 'false');
    await list.more.click();
    await expect(list.items).toHaveCount(7);
    await expect(list.items).toHaveText([...POS_FEATURES.slice(0, 4), ...NEW_FEATURES]);
    await expect(list.region.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    for (const width of [375, 1280]) {
      await v.page.setViewportSize({ width, height: 900 });
      await list.region.scrollIntoViewIfNeeded();
      await screenshotForReview(v.page, { path: testInfo.outputPath(`pos-features-${width}.png`) });
    }
    await v.close();
  }

  await restoreBuiltIn(page, request, '/pos', POS_FEATURES[11]);
  const v = await visitor('/pos');
  await expect(publicList(v.page, 'Features').items).toHaveCount(5);
  await publicList(v.page, 'Features').more.click();
  await expect(publicList(v.page, 'Features').items).toHaveCount(POS_FEATURES.length);
  await v.close();
});

test('an admin edits a service overview and a sector introduction, and sees them on the pages', async ({ page, visitor, request }) => {
  test.setTimeout(150_000);
  const overview = 'From our office in Independence Layout we design websites for Enugu businesses, schools and churches, and host them with daily backups.';
  const intro = 'Hotels from Enugu to Owerri run their front desks, room billing and restaurant tills on our Hotel Manager software.';

  await openScreen(page, 'Services');
  await expect(page.getByLabel('Service page to edit')).toHaveValue('domain');
  const para1 = page.getByRole('group', { name: 'Overview' }).getByLabel('Paragraph 1', { exact: true });
  await expect(para1).toHaveValue(DOMAIN.intro[0]);
  await para1.fill(overview);
  await publish(page);
  {
    const v = await visitor('/domain');
    const prose = v.page.getByRole('region', { name: 'Overview' });
    await expect(prose.getByRole('paragraph').first()).toHaveText(overview);
    await expect(v.page.getByRole('heading', { level: 1 })).toHaveText(DOMAIN.title);
    await v.close();
  }
  await restoreBuiltIn(page, request, '/domain', DOMAIN.intro[0].slice(0, 60));

  // Sectors: the picker keeps the chosen page in the URL, so a reload stays on it.
  await page.getByRole('navigation', { name: 'Site content screens' }).getByRole('link', { name: 'Sectors' }).click();
  await page.getByLabel('Sector page to edit').selectOption('schools');
  await expect(page).toHaveURL(/screen=sectors&page=schools/);
  await page.reload();
  await expect(page.getByLabel('Sector page to edit')).toHaveValue('schools');
  await expect(page.getByRole('heading', { level: 3, name: 'Sector page: Schools' })).toBeVisible();
  await page.getByLabel('Sector page to edit').selectOption('hotels');
  await expect(page).toHaveURL(/screen=sectors&page=hotels/);
  await expect(page.getByRole('heading', { level: 3, name: 'Sector page: Hotels' })).toBeVisible();
  const field = page.getByLabel('Introduction', { exact: true });
  await expect(field).toHaveValue(HOTELS.intro);
  // Switching pages with unsaved changes asks first; dismissing stays on the page.
  await field.fill(intro);
  const dialog = nextDialog(page, false);
  await page.getByLabel('Sector page to edit').selectOption('schools');
  expect(await dialog).toBe('You have unsaved changes on the Hotels page. Leave them and open another page?');
  await expect(page.getByLabel('Sector page to edit')).toHaveValue('hotels');
  await expect(field).toHaveValue(intro);
  await publish(page);
  {
    const v = await visitor('/hotels');
    await expect(v.page.locator('.sector-hero h1 + p')).toHaveText(intro);
    // The client list is unchanged, and the search description stays the built-in one.
    await expect(v.page.locator('meta[name="description"]')).toHaveAttribute('content', HOTELS.intro);
    await v.close();
  }
  await restoreBuiltIn(page, request, '/hotels', HOTELS.intro.slice(0, 60));
});

test('an admin renames the software products section: its Layout keeps the product cards on /softwareDev', async ({ page, visitor, request }) => {
  test.setTimeout(120_000);
  const SOFTWARE = services.find((s) => s.slug === 'softwareDev')!;
  const index = SOFTWARE.sections.findIndex((s) => s.layout === 'products');
  const old = SOFTWARE.sections[index].heading;
  const renamed = 'Ready-made software for your business';

  await openScreen(page, 'Services');
  await page.getByLabel('Service page to edit').selectOption('softwareDev');
  const group = page.getByRole('group', { name: `Section ${index + 1}: ${old}` });
  await expect(group.getByLabel('Layout', { exact: true })).toHaveValue('products');
  await expect(group.getByLabel('Layout', { exact: true }).locator('option:checked')).toHaveText('The software product cards (names and summaries from Software products)');
  await group.getByLabel('Section heading', { exact: true }).fill(renamed);
  await publish(page);
  {
    const v = await visitor('/softwareDev');
    const region = v.page.getByRole('region', { name: renamed, exact: true });
    await expect(region.locator('.product-grid .product-card')).toHaveCount(products.length);
    await expect(region.getByRole('link', { name: `View product: ${products[0].name}` })).toBeVisible();
    await expect(v.page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: renamed })).toBeVisible();
    await v.close();
  }
  await restoreBuiltIn(page, request, '/softwareDev', `>${old}<`);
});

test('the Services, Software products and Sectors screens have no accessibility violations at 375 and 1280 px', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await loginAsAdmin(page);
  await openSection(page, 'Site content');
  const screens: [string, string, string][] = [
    ['Services', 'services', 'Service page: Web Designing & Hosting'],
    ['Software products', 'products', `Software product: ${POS.name}`],
    ['Sectors', 'sectors', 'Sector page: Hotels'],
  ];
  for (const [tab, id, heading] of screens) {
    await page.getByRole('navigation', { name: 'Site content screens' }).getByRole('link', { name: tab }).click();
    const title: Locator = page.getByRole('heading', { level: 3, name: heading });
    await expect(title).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshotForReview(page, { path: testInfo.outputPath(`${id}-${width}.png`), fullPage: width === 1280 && id !== 'services' });
      // And the first fields of the form, where an editor starts.
      await page.locator('.sc-group').first().scrollIntoViewIfNeeded();
      await screenshotForReview(page, { path: testInfo.outputPath(`${id}-${width}-fields.png`) });
      // Analysed from the top of the page (axe reads every element, shown or not): scrolled down, the
      // controls passing under the sticky header count as covered targets for WCAG 2.2's target size.
      await page.evaluate(() => window.scrollTo(0, 0));
      const { violations } = await axe(page).include('main').analyze();
      expect(violations.map((v) => `${tab} ${width}px: ${v.id} (${v.nodes.length}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
    }
  }
});
