import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { slides } from '../../../content/company';

/**
 * The home page served without React (docs/decisions/0038-pages-without-react-in-the-browser.md): its
 * banner slider and client marquee are widgets (app/widgets/banner-slider.ts, marquee.ts). Their
 * behaviour with JavaScript is checked by tests/e2e/catalogue/home.spec.ts; here, what the page's
 * HTML holds for them, and the page without JavaScript.
 */

const slideHeading = (page: Page, i: number) => page.getByRole('heading', { level: 2, name: slides[i].title, exact: true });

type AtLoad = { drawn: number; fetched: string[] };

test("the later slides' pictures wait in the HTML, and are neither drawn nor fetched before the page has loaded", async ({ page }) => {
  await page.addInitScript(() => {
    addEventListener(
      'load',
      () => {
        const atLoad: AtLoad = {
          drawn: document.querySelectorAll('.banner__slide img').length,
          fetched: performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
        };
        (window as unknown as { __atLoad: AtLoad }).__atLoad = atLoad;
      },
      { once: true },
    );
  });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const pictures = page.locator('.banner__slide img.banner__art');
  await expect(pictures).toHaveCount(slides.length);
  const atLoad = await page.evaluate(() => (window as unknown as { __atLoad: AtLoad }).__atLoad);
  expect(atLoad.drawn).toBe(1);
  // Every address the later pictures may be fetched from (src and srcset), none of them before load.
  const later = await pictures.evaluateAll((imgs) =>
    imgs.slice(1).flatMap((img) => [img.getAttribute('src') ?? '', ...(img.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(' ')[0])].filter(Boolean)),
  );
  expect(later.length).toBeGreaterThanOrEqual(slides.length - 1);
  expect(later.filter((url) => atLoad.fetched.includes(url))).toEqual([]);
});

test.describe('the home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the first slide, whose call to action leads on, and the clients standing still in one copy', async ({ page }) => {
    await page.goto('/');
    await expect(slideHeading(page, 0)).toBeVisible();
    for (let i = 1; i < slides.length; i++) await expect(slideHeading(page, i)).toBeHidden();
    await expect(page.locator('.banner__slide img.banner__art')).toHaveCount(1);
    await expect(page.locator('.marquee__list')).toHaveCount(1);
    await expect(page.locator('.marquee__track')).toHaveCSS('animation-name', 'none');
    await expect(page.locator('.marquee__list li').first()).toBeVisible();
    await page.getByRole('link', { name: slides[0].cta.label }).click();
    await expect(page).toHaveURL(new RegExp(`${slides[0].cta.href}$`, 'i'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
