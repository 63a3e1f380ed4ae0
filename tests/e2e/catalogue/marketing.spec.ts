import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { about, team } from '../../../content/company';
import { products } from '../../../content/products';
import { projectAccessSteps, services } from '../../../content/services';
import { site } from '../../../content/site';
import { topicCategories } from '../../../content/topic-meta';
import { phoneDisplay } from '../../../common/phone';

const servicePaths = services.map((s) => `/${s.slug}`);
const pages = ['/', '/companyProfile', '/about', '/products', ...servicePaths, '/allreviews'];

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

test('every service page has its title, a closing call to action and the office phone', async ({ page }) => {
  for (const s of services) {
    await page.goto(`/${s.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(s.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const cta = page.locator('.cta-band');
    // The closing call names the service on the contact form (docs/decisions/0035-price-hints-and-quote-requests.md).
    await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', `/contact?item=${s.slug}&intent=quote#contact-form-title`);
    await expect(cta.locator(`a[href="tel:${site.phones[0].tel}"]`)).toContainText(phoneDisplay(site.phones[0].tel));
    for (const section of s.sections) {
      await expect(page.getByRole('heading', { level: 2, name: section.heading, exact: true })).toBeVisible();
    }
  }
});

test('the web design page shows the hosting badges and hosting from ₦25,000 per year with a free domain', async ({ page }) => {
  await page.goto('/domain');
  await expect(page.getByText('Hosting from ₦25,000 per year with a free domain.', { exact: true })).toBeVisible();
  const badges = page.getByRole('region', { name: 'Included with every hosting plan' }).getByRole('listitem');
  await expect(badges).toHaveText(services.find((s) => s.slug === 'domain')!.highlights!);
  await expect(page.locator('.price-card__price')).toContainText('₦25,000');
});

test('the software development page explains why and how, and links every product', async ({ page }) => {
  await page.goto('/softwareDev');
  await expect(page.getByRole('heading', { name: 'Why choose us' })).toBeVisible();
  const how = page.locator('#how-we-work ol > li');
  await expect(how).toHaveCount(services.find((s) => s.slug === 'softwareDev')!.sections[1].items!.length);
  const cards = page.locator('#our-software-products .product-card');
  await expect(cards).toHaveCount(products.length);
  for (const p of products) {
    await expect(page.locator(`#our-software-products a[href="/${p.slug}"]`)).toHaveCount(1);
  }
  await expect(page.getByText('Stock Manager 10.2', { exact: true })).toBeVisible();
});

test('the database page names Oracle, MySQL, SQL Server and Access', async ({ page }) => {
  await page.goto('/databaseManagement');
  const supported = page.locator('#databases-we-support');
  for (const name of ['Oracle Database', 'MySQL and MariaDB', 'Microsoft SQL Server', 'Microsoft Access']) {
    await expect(supported.getByRole('heading', { level: 3, name })).toBeVisible();
  }
});

test('the bulk SMS and training pages show their own offers', async ({ page }) => {
  await page.goto('/BulkSMS');
  await expect(page.getByText('Custom sender ID showing your organisation name')).toBeVisible();
  await expect(page.locator('#getting-started ol > li')).toHaveCount(4);
  await page.goto('/training');
  // Each course is listed under "Courses we offer" and again with its fee and next classes.
  await expect(page.getByText('Artificial intelligence and machine learning with Python').first()).toBeVisible();
  await expect(page.getByText('Oracle Database administration and SQL').first()).toBeVisible();
  const fees = page.getByRole('region', { name: 'Course fees and next classes' });
  await expect(fees.getByRole('heading', { level: 3, name: 'Python programming' })).toBeVisible();
  await expect(fees.locator('.price-tag').first()).toHaveText('From ₦60,000 per course');
  await expect(fees.getByRole('link', { name: 'Enrol in Python programming' })).toHaveAttribute('href', '/contact?item=course%3Apython-programming&intent=enrol#contact-form-title');
});

test('the project page lists the six categories and the six access steps word for word, with login and sign-up links', async ({ page }) => {
  await page.goto('/project');
  const categories = page.locator('#project-categories li h3');
  await expect(categories).toHaveText([...topicCategories]);
  const steps = page.locator('#how-to-access-the-project-topics ol > li');
  await expect(steps).toHaveText(projectAccessSteps);
  const section = page.locator('#how-to-access-the-project-topics');
  await expect(section.getByRole('link', { name: 'Login', exact: true }).first()).toHaveAttribute('href', '/login');
  await expect(section.getByRole('link', { name: 'Sign Up', exact: true }).first()).toHaveAttribute('href', '/signup');
  await hydrated(page);
  await section.locator('.step-actions').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the products page lists the eleven software products with their version labels', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Software Products' })).toBeVisible();
  const cards = page.locator('.product-card');
  await expect(cards).toHaveCount(11);
  for (const p of products) {
    const card = cards.filter({ has: page.getByRole('heading', { name: p.name, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link')).toHaveAttribute('href', `/${p.slug}`);
    if (p.version) await expect(card.getByText(p.version, { exact: true })).toBeVisible();
  }
});

test('the company profile shows the story, vision, mission, values, team and claims', async ({ page }) => {
  await page.goto('/companyProfile');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
  await expect(page.getByText(about.vision)).toBeVisible();
  await expect(page.getByText(about.mission)).toBeVisible();
  for (const v of about.values) await expect(page.getByRole('heading', { level: 3, name: v.title })).toBeVisible();
  for (const m of team) {
    await expect(page.getByRole('heading', { level: 3, name: m.name })).toBeVisible();
    await expect(page.getByText(m.bio)).toBeVisible();
  }
  await expect(page.getByText('500+')).toBeVisible();
  await expect(page.getByText('5,000+')).toBeVisible();
  await expect(page.getByText('Delivery after payment terms are met')).toBeVisible();
});

test('the about page tells the story and links to the profile, products and every service', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.locator('main a[href="/companyProfile"]').first()).toBeVisible();
  await expect(page.locator('main a[href="/products"]')).toHaveCount(1);
  for (const s of services) await expect(page.locator(`main a[href="/${s.slug}"]`).first()).toBeVisible();
});

test('the home page links Learn More to the company profile and Project Research to the topics', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/companyProfile');
  await expect(page.getByRole('link', { name: 'Read More about Project Research' })).toHaveAttribute('href', '/topics');
  await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(6);
});

// Every one of these pages is checked with axe and HTML_CodeSniffer at 375 and 1280 px by axe-all.spec.ts.

for (const width of [320, 1920]) {
  test(`the marketing pages never scroll sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      await hydrated(page);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, path).toBeLessThanOrEqual(width);
    }
  });
}

test('illustrations and photos reserve their space, so the home page does not shift while loading', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __clsRecords(): void };
    w.__cls = 0;
    const add = (entries: PerformanceEntry[]) => {
      for (const e of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) w.__cls += e.value;
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Shifts already recorded but not yet handed to the callback.
    w.__clsRecords = () => add(observer.takeRecords());
  });
  for (const path of ['/', '/domain', '/products']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await hydrated(page);
    // Everything that could still move the page has arrived: fonts and images, then two frames drawn.
    const cls = await page.evaluate(async () => {
      await document.fonts.ready;
      // A lazy image below the fold is not fetched at all (its decode() would wait for ever); it
      // cannot shift what is already drawn above it.
      const eager = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
      await Promise.all(eager.map((img) => img.decode().catch(() => undefined)));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const w = window as unknown as { __cls: number; __clsRecords(): void };
      w.__clsRecords();
      return w.__cls;
    });
    expect(cls, path).toBeLessThanOrEqual(0.02);
    for (const img of await page.locator('main img').all()) {
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
    }
  }
});
