/**
 * Toasts close 3 s after they appear (the spec's TOAST_CLOSE_MS), so a test that looks for one on
 * the screen depends on the machine's speed: on a busy machine the toast may be gone before the
 * test looks, after a navigation especially. Instead, every page from the fixtures keeps a log of the
 * toasts it showed (text and role, in the tab's session storage, so it survives navigations), and
 * `expectToast` waits until the toast has been shown, whether or not it is still on the screen.
 */
import { expect, type Page } from '@playwright/test';

const LOG_KEY = 'e2e-toasts';

interface LoggedToast {
  role: string | null;
  text: string;
}

const recording = new WeakSet<Page>();

/** Starts the log in every document the page opens (before the page's own scripts run); once per page. */
export async function recordToasts(page: Page): Promise<void> {
  if (recording.has(page)) return;
  recording.add(page);
  await page.addInitScript((key) => {
    (window as unknown as { __e2eToasts: boolean }).__e2eToasts = true;
    const logged = new WeakSet<Element>();
    const note = (el: Element) => {
      if (logged.has(el)) return;
      logged.add(el);
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as { role: string | null; text: string }[];
      list.push({ role: el.getAttribute('role'), text: (el.querySelector('span')?.textContent ?? el.textContent ?? '').trim() });
      sessionStorage.setItem(key, JSON.stringify(list));
    };
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.toasts [role="status"], .toasts [role="alert"]')) note(el);
    }).observe(document, { childList: true, subtree: true });
  }, LOG_KEY);
}


/**
 * Waits until the page has shown a toast with `text` (a part of it, or a pattern), and takes it off
 * the log, so the same words expected twice need two toasts. On a page that keeps no log (one made
 * without the fixtures or `recordToasts`), waits for the toast on the screen instead. `timeout`
 * (default: the config's expect timeout) for a toast that follows long work, e.g. uploads.
 */
export async function expectToast(page: Page, text: string | RegExp, { timeout }: { timeout?: number } = {}): Promise<void> {
  if (!recording.has(page)) {
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText(text)).toBeVisible({ timeout });
    return;
  }
  const take = async () => {
    try {
      return await page.evaluate(
        ([key, source, flags, isPattern]) => {
          const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as LoggedToast[];
          const wanted = (t: string) => (isPattern ? new RegExp(source, flags).test(t) : t.includes(source));
          const i = list.findIndex((x) => wanted(x.text));
          if (i < 0) return list.map((x) => x.text);
          list.splice(i, 1);
          sessionStorage.setItem(key, JSON.stringify(list));
          return true;
        },
        [LOG_KEY, typeof text === 'string' ? text : text.source, typeof text === 'string' ? '' : text.flags, typeof text !== 'string'] as const,
      );
    } catch {
      // The page is between two documents: look again.
      return [] as string[];
    }
  };
  await expect.poll(take, { message: `a toast ${String(text)}`, timeout }).toBe(true);
}

