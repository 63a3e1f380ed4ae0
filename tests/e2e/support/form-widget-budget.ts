import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect } from '@playwright/test';

/**
 * The JavaScript a page served without React loads for its form (docs/decisions/0038-pages-without-react-in-the-browser.md):
 * the widget script, the form's chunk with the chunks it imports (the forms' shared widgets) and
 * ALTCHA, which one of them names. The budget for a page with a form is 45 KB gzip in all, the
 * captcha included (the schemas, fetched once the visitor types, and Insights' beacon, after the
 * load event, are not counted). Checked against the build (BUILD_DIR, `build` by default), and
 * skipped when the site under test was not built here.
 */
export function expectFormPageBudget(html: string, chunk: string, page: string): void {
  const entry = /<script type="module" src="(\/assets\/site\.widget-[\w-]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  const assets = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
  if (!existsSync(assets)) return;
  const read = (p: string) => readFileSync(path.join(assets, p), 'utf8');
  const gzipOf = (p: string) => {
    const file = path.join(assets, p);
    return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file), { level: 9 }).length;
  };
  const own = new RegExp(`\\./(${chunk}-[\\w-]+\\.js)`).exec(read(entry!))?.[1];
  expect(own).toBeTruthy();
  // The form's chunk and what it imports, the widget script aside (it is counted once, first).
  const files = [entry!];
  const queue = [`/assets/${own}`];
  while (queue.length) {
    const file = queue.shift()!;
    if (files.includes(file)) continue;
    files.push(file);
    for (const m of read(file).matchAll(/from"\.\/([\w.-]+\.js)"/g)) queue.push(`/assets/${m[1]}`);
  }
  const captcha = files.map((f) => /(altcha-widget-[\w-]+\.js)/.exec(read(f))?.[1]).find(Boolean);
  expect(captcha).toBeTruthy();
  files.push(`/assets/${captcha}`);
  const gz = files.reduce((sum, p) => sum + gzipOf(p), 0);
  console.log(`JS of ${page} with the captcha: ${(gz / 1024).toFixed(1)} KiB gzip in ${files.length} files`);
  expect(gz).toBeLessThanOrEqual(45 * 1024);
  // No framework, and the admin's calls (the whole table) stay out of it.
  for (const p of files.slice(0, -1)) {
    const code = read(p);
    expect(code).not.toContain('users/audit');
    expect(code).not.toMatch(/react\.(transitional\.)?element/);
  }
}
