import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The ALTCHA element's styles are a cut of the package's stylesheet
 * (app/components/captcha/altcha-widget.css): the widget loads the package's build without styles.
 * A declaration that is not the package's would draw the widget otherwise than ALTCHA does, and a
 * new version may draw it with rules the cut lacks, so the cut names the version it was made from.
 */
const root = path.resolve(import.meta.dirname, '../..');
const ours = readFileSync(path.join(root, 'app/components/captcha/altcha-widget.css'), 'utf8');
const pkgDir = path.join(root, 'node_modules/altcha');
const theirs = readFileSync(path.join(pkgDir, 'dist/external/altcha.css'), 'utf8');
const version = (JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string }).version;

interface Rule {
  /** The at-rules around the rule (`@supports …`, `@keyframes …`), outermost first. */
  context: string;
  selectors: string[];
  declarations: Map<string, string>;
}

/** One way of writing a value or selector: no comments, spaces only where they separate words, no leading zeros. */
const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s*([,>+*/():])\s*/g, '$1')
    .replace(/(^|[^\w.])0+\.(\d)/g, '$1.$2')
    .trim();

/** The rules of a stylesheet without nesting, as these two are written. */
function rulesOf(css: string): Rule[] {
  const rules: Rule[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const context: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') {
      const prelude = tidy(text.slice(start, i));
      const end = prelude.startsWith('@') ? -1 : text.indexOf('}', i);
      if (end < 0) context.push(prelude);
      else {
        const declarations = new Map<string, string>();
        for (const d of text.slice(i + 1, end).split(';')) {
          const colon = d.indexOf(':');
          if (colon > 0) declarations.set(d.slice(0, colon).trim(), tidy(d.slice(colon + 1)));
        }
        rules.push({ context: context.join(' '), selectors: prelude.split(','), declarations });
        i = end;
      }
      start = i + 1;
    } else if (text[i] === '}') {
      context.pop();
      start = i + 1;
    }
  }
  return rules;
}

describe("ALTCHA's styles", () => {
  it('were cut from the installed version of the package', () => {
    // On an upgrade: compare the package's new stylesheet (altcha/altcha.css) with altcha-widget.css,
    // cut again what the widget draws, and name the new version here and in the file's comment.
    expect(version).toBe('3.2.2');
    expect(ours).toContain(`altcha ${version}`);
  });

  it("are the package's own declarations (light-dark() colours as their light colour)", () => {
    const source = rulesOf(theirs);
    const declared = (context: string, selector: string, property: string) =>
      source
        .filter((r) => r.context === context && r.selectors.includes(selector) && r.declarations.has(property))
        .map((r) => r.declarations.get(property)!.replace(/light-dark\(((?:[^(),]|\([^()]*\))*),(?:[^(),]|\([^()]*\))*\)/g, '$1'));
    const cut = rulesOf(ours);
    expect(cut.length).toBeGreaterThan(30);
    const foreign: string[] = [];
    for (const rule of cut) {
      for (const selector of rule.selectors) {
        for (const [property, value] of rule.declarations) {
          if (!declared(rule.context, selector, property).includes(value)) foreign.push(`${rule.context} ${selector} { ${property}: ${value} }`.trim());
        }
      }
    }
    expect(foreign).toEqual([]);
  });

  it('leave out what the widget never draws', () => {
    // The standard display with a checkbox and no footer (ALTCHA_CONFIGURATION), left to right.
    const selectors = rulesOf(ours).flatMap((r) => r.selectors);
    const unused = ['.altcha-footer', '.altcha-switch', '.altcha-checkbox-native', '.altcha-code-challenge', '.altcha-button', '.altcha-input', '.altcha-overlay', '.altcha-floating', '.altcha-popover-backdrop', '.altcha-popover-close', '[data-display=overlay]', '[data-display=bottomsheet]', '[data-display=floating]', '[data-display=bar]', '[dir=rtl]'];
    expect(selectors.filter((s) => unused.some((u) => s.includes(u)))).toEqual([]);
  });
});
