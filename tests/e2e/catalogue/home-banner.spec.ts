import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import sharp from 'sharp';
import { slides } from '../../../content/company';

/** The home page's banner: the slider (timing, pause, pointer, keyboard, reduced motion, pictures, layout shift) and its brand line's contrast. */

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** The headline of the slide that is showing (inactive slides are hidden from everyone). */
function slideHeading(page: Page, i: number) {
  return page.getByRole('heading', { level: 2, name: slides[i].title, exact: true });
}

/**
 * A fake clock that only moves when the test says so: installed and paused before the page
 * loads, so slow page loads cannot advance the slideshow on their own.
 */
async function frozenClock(page: Page) {
  const start = new Date('2026-03-02T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/** Takes the pointer and the keyboard focus off the banner, which otherwise hold it still. */
async function leaveBanner(page: Page) {
  await page.mouse.move(1, page.viewportSize()!.height - 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('the banner slider', () => {
  // Playwright's clock stays in the browser context it is installed in (tests/e2e/support/warm-contexts.ts).
  test.use({ freshContext: true });

  test('shows four slides and advances to the next one after five seconds', async ({ page }) => {
    await frozenClock(page);
    await page.goto('/');
    await hydrated(page);
    await leaveBanner(page);
    await expect(page.locator('.banner [aria-roledescription="slide"]')).toHaveCount(4);
    await expect(page.getByRole('button', { name: /^Slide \d: / })).toHaveCount(4);
    await expect(slideHeading(page, 0)).toBeVisible();

    await page.clock.runFor(4000);
    await expect(slideHeading(page, 0)).toBeVisible();
    await page.clock.runFor(1100);
    await expect(slideHeading(page, 1)).toBeVisible();
    await expect(slideHeading(page, 0)).toBeHidden();
    await expect(page.getByRole('button', { name: `Slide 2: ${slides[1].title}` })).toHaveAttribute('aria-current', 'true');

    await page.clock.runFor(5000);
    await expect(slideHeading(page, 2)).toBeVisible();
    await page.clock.runFor(5000);
    await expect(slideHeading(page, 3)).toBeVisible();
    await page.clock.runFor(5000);
    await expect(slideHeading(page, 0)).toBeVisible();
  });

  test('stops with the pause button and starts again with play', async ({ page }) => {
    await frozenClock(page);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await leaveBanner(page);
    await page.clock.runFor(16_000);
    await expect(slideHeading(page, 0)).toBeVisible();

    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await leaveBanner(page);
    await page.clock.runFor(5100);
    await expect(slideHeading(page, 1)).toBeVisible();
  });

  test('holds still while the pointer is over it', async ({ page }) => {
    await frozenClock(page);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('heading', { level: 2, name: slides[0].title }).hover();
    await page.clock.runFor(12_000);
    await expect(slideHeading(page, 0)).toBeVisible();
  });

  test('is driven by the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const pause = page.getByRole('button', { name: 'Pause slideshow' });
    await pause.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slideHeading(page, 3)).toBeVisible();

    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(slideHeading(page, 0)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(slideHeading(page, 1)).toBeVisible();

    const third = page.getByRole('button', { name: `Slide 3: ${slides[2].title}` });
    await third.focus();
    await page.keyboard.press('Enter');
    await expect(slideHeading(page, 2)).toBeVisible();
    await expect(third).toHaveAttribute('aria-current', 'true');

    // The call to action of the visible slide is reachable; those of hidden slides are not.
    await expect(page.getByRole('link', { name: slides[2].cta.label })).toBeVisible();
    await expect(page.getByRole('link', { name: slides[0].cta.label })).toHaveCount(0);
  });

  test('does not advance when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await frozenClock(page);
    await page.goto('/');
    await hydrated(page);
    await leaveBanner(page);
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(slideHeading(page, 0)).toBeVisible();
    // The client marquee stands still and wraps, without its duplicate copy.
    await expect(page.locator('.marquee__track')).toHaveCSS('animation-name', 'none');
    await expect(page.locator('.marquee__list[aria-hidden="true"]')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pause scrolling' })).toBeHidden();
  });

  test('sends only the first slide\'s picture with the page and draws the others once it has loaded, in boxes of the same size', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const banner = html.slice(html.indexOf('id="banner-slides"'), html.indexOf('class="banner__controls"'));
    // The page is served without React: the later pictures wait in <template>s, which the browser does not load.
    expect(banner.replace(/<template>.*?<\/template>/gs, '').match(/<img [^>]*class="banner__art/g)).toHaveLength(1);
    expect(banner.match(/class="banner__art banner__art--pending"/g)).toHaveLength(slides.length - 1);

    await page.goto('/');
    await hydrated(page);
    const pictures = page.locator('.banner__slide img.banner__art');
    await expect(pictures).toHaveCount(slides.length);
    await expect(page.locator('.banner__art--pending')).toHaveCount(0);
    const sizes = await pictures.evaluateAll((imgs) => imgs.map((img) => `${img.clientWidth}x${img.clientHeight}`));
    expect(new Set(sizes).size).toBe(1);
  });

  test('keeps the page from shifting while slides change', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const box = async () => page.locator('.banner').boundingBox();
    const before = await box();
    for (let i = 0; i < 4; i++) {
      await page.getByRole('button', { name: 'Next slide' }).click();
      expect(await box()).toEqual(before);
    }
  });
});

// The home page is checked with axe and HTML_CodeSniffer at 375 and 1280 px by axe-all.spec.ts.

/** WCAG relative luminance of an sRGB colour. */
function luminance(r: number, g: number, b: number): number {
  const f = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

// axe leaves text on a gradient "incomplete", so the banner's brand line is measured here: its colour
// against every background pixel under its glyphs (the line shot with and without its text).
test("the banner's brand line has at least 4.5:1 contrast on every pixel under it at 320, 375, 768 and 1280 px", async ({ browser }) => {
  // One browser for the four widths, the page loaded afresh at each.
  const context = await browser.newContext({ viewport: { width: 320, height: 812 }, reducedMotion: 'reduce', colorScheme: 'light' });
  const page = await context.newPage();
  for (const width of [320, 375, 768, 1280]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 812 });
      await page.goto('/');
      const brand = page.locator('h1.banner__brand');
      await page.addStyleTag({ content: '.banner__brand::after { opacity: 0 !important }' });
      const [r, g, b] = (await brand.evaluate((e) => getComputedStyle(e).color)).match(/\d+/g)!.map(Number);
      const raw = async () => sharp(await brand.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const withText = await raw();
      await brand.evaluate((e) => (e.style.color = 'transparent'));
      const background = await raw();
      const text = luminance(r, g, b);
      let glyphPixels = 0;
      let worst = Infinity;
      const d = background.data;
      for (let i = 0; i < d.length; i += background.info.channels) {
        const t = withText.data;
        if (Math.abs(t[i] - d[i]) + Math.abs(t[i + 1] - d[i + 1]) + Math.abs(t[i + 2] - d[i + 2]) < 30) continue;
        glyphPixels++;
        const bg = luminance(d[i], d[i + 1], d[i + 2]);
        worst = Math.min(worst, (Math.max(text, bg) + 0.05) / (Math.min(text, bg) + 0.05));
      }
      expect(glyphPixels, `${width} px`).toBeGreaterThan(200);
      expect(worst, `${width} px`).toBeGreaterThanOrEqual(4.5);
    });
  }
  await context.close();
});
