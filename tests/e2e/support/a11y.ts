/**
 * The accessibility checkers of the browser tests, in one place so every test runs them alike
 * (docs/decisions/0029-accessibility-checkers.md):
 *
 * - `axe(page)`: axe-core with its default rules plus the WCAG 2.2 ones it ships switched off
 *   (`target-size`, success criterion 2.5.8: touch targets of at least 24 × 24 CSS px or enough
 *   space around them). On a page without frames (every page of this site) axe is put into the
 *   page once and run there, which is what `@axe-core/playwright` does in its "legacy" mode minus a
 *   second copy of the script per run; its default mode also opens a blank page for every run to
 *   merge the frames' results, and took three times as long (about 3 s a run against 1 s, the
 *   same findings). A page with frames gets `@axe-core/playwright`, which checks inside them.
 * - `codeSnifferErrors(page)`: HTML_CodeSniffer, the engine pa11y runs by default, with pa11y's
 *   default standard (WCAG 2 AA) and what pa11y reports by default (errors, not warnings or
 *   notices). It runs in the page through the test's own browser (no second browser is started or
 *   downloaded); the script is handed to the page through the DevTools protocol, like axe's, so the
 *   site's Content Security Policy need not allow it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);

/**
 * Only violations are collected and reported: the tests read nothing else, and leaving out the
 * passes and the "incomplete" nodes makes a run about a fifth cheaper (the checks are the same).
 */
const AXE_OPTIONS = { rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'], reporter: 'no-passes' } satisfies RunOptions;
let axeSource: string | undefined;
/** axe-core as `@axe-core/playwright` injects it (the version it depends on), read once per worker. */
const axeScript = () => (axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/** An axe run on one page: `.include(selector)` narrows it (as AxeBuilder's does), `.analyze()` runs it. */
export interface AxeRun {
  include(selector: string): AxeRun;
  analyze(): Promise<AxeResults>;
}

/** axe-core with the WCAG 2.2 rules on, for `.analyze()` (or `.include()` first). */
export function axe(page: Page): AxeRun {
  const included: string[] = [];
  const run: AxeRun = {
    include(selector) {
      included.push(selector);
      return run;
    },
    async analyze() {
      if (page.frames().length > 1) {
        const builder = new AxeBuilder({ page }).options(AXE_OPTIONS);
        for (const selector of included) builder.include(selector);
        return builder.analyze();
      }
      if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeScript());
      return page.evaluate(
        ([include, options]) => {
          const axeCore = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe;
          return axeCore.run(include.length ? { include: include.map((s) => [s]) } : document, options);
        },
        [included, AXE_OPTIONS] as const,
      );
    },
  };
  return run;
}

let htmlcsSource: string | undefined;
/** The built HTML_CodeSniffer, read once per worker. */
const htmlcs = () => (htmlcsSource ??= readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8'));

export interface CodeSnifferError {
  code: string;
  message: string;
  /** The start of the element's HTML, to find it. */
  element: string;
}

/** HTML_CodeSniffer's errors for the page as it is now (WCAG 2 AA), as pa11y would report them. */
export async function codeSnifferErrors(page: Page): Promise<CodeSnifferError[]> {
  // Put into the page once per document (a page checked at two widths needs it once).
  if (!(await page.evaluate('typeof window.__htmlcs === "object"'))) await page.evaluate(`${htmlcs()}\n;window.__htmlcs = HTMLCS;`);
  return page.evaluate(
    () =>
      new Promise<CodeSnifferError[]>((resolve, reject) => {
        const sniffer = (window as unknown as { __htmlcs: any }).__htmlcs;
        sniffer.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              (sniffer.getMessages() as { type: number; code: string; msg: string; element: Element }[])
                // 1 is ERROR (2 warning, 3 notice).
                .filter((m) => m.type === 1)
                .map((m) => ({ code: m.code, message: m.msg, element: (m.element.outerHTML ?? String(m.element)).slice(0, 200) })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run on this page')),
          'en',
        );
      }),
  );
}

/**
 * Sets the viewport's width and waits until the page has laid itself out at it: the width is
 * applied, and two frames have passed, so style and layout are recomputed and resize observers
 * have run and their changes are laid out too. A smooth scroll the page started (an editor
 * scrolling its form into view) is waited out as well: until then sticky bars cover a different
 * part of the page from one frame to the next, and axe measured targets half under the header. What the site renders does not depend on the width
 * it was loaded at (the layout follows CSS media queries live; the scripts that measure watch for
 * resizes or read the width when used), so a page resized this way is what a load at that width
 * shows, and one load can be checked at several widths.
 */
export async function resizeTo(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((w) => window.innerWidth === w, width);
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  await page.waitForFunction(() => new Promise<boolean>((done) => {
    const y = window.scrollY;
    requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY === y)));
  }));
}

/** axe-core on the whole page, at the page's current width; a failure names the first elements of each rule. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await axe(page).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(found, `axe violations in ${where}`).toEqual([]);
}

/**
 * axe-core on the page as it is, at a phone's and a laptop's width (resizeTo), and the page does
 * not scroll sideways at either. The page is left at 1280 px.
 */
export async function expectNoAxeViolationsAtBothWidths(page: Page, where: string): Promise<void> {
  for (const width of [375, 1280]) {
    await resizeTo(page, width);
    await expectNoAxeViolations(page, `${where} at ${width} px`);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, `sideways scroll in ${where} at ${width} px`).toBeLessThanOrEqual(0);
  }
}
