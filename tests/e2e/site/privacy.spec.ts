import { expect, test } from '../support/fixtures';
import { gotoHydrated } from '../support/accounts';

/** The privacy notice, linked from the footer and from every form that collects personal data. */

test('the privacy notice names the company, the NDPA, what is kept and how to use your rights', async ({ page }) => {
  await gotoHydrated(page, '/privacy');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  await expect(main).toContainText('Nigeria Data Protection Act 2023');
  await expect(main).toContainText('Enugu');
  for (const h of ['What we collect, and why', 'How long we keep it', 'Who we share it with', 'Your rights']) {
    await expect(main.getByRole('heading', { level: 2, name: h })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'My account' }).first()).toHaveAttribute('href', '/account');
});

test('the home page, sign-up, contact and review forms link to the privacy notice', async ({ page }) => {
  for (const path of ['/', '/signup', '/contact', '/reviewForm']) {
    await test.step(path, async () => {
      await gotoHydrated(page, path);
      const links = page.getByRole('link', { name: 'Privacy Notice' });
      expect(await links.count(), path).toBeGreaterThanOrEqual(path === '/' ? 1 : 2);
      await links.last().click();
      await expect(page, path).toHaveURL('/privacy');
    });
  }
});

// /privacy is checked with axe and HTML_CodeSniffer at 375 and 1280 px by axe-all.spec.ts.
