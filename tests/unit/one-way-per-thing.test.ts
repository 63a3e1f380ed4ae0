import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { telHref, whatsappHref } from '../../common/phone';
import { refusalText, serverAnswered } from '../../app/lib/refusal';
import { API_ROUTES } from '../../common/api/routes';

/**
 * Things the site does in one place only: a phone link is written by app/components/phone-link.tsx
 * (common/phone.ts `telHref`), a WhatsApp chat link by common/phone.ts `whatsappHref`, "is staff or
 * an administrator" asked through common/roles.ts `isStaff`, a refusal without a sentence of the
 * server's own said by app/lib/refusal.ts, and an admin screen's data read with `useAnswer` or
 * `useList` (app/features/admin/use-list.ts). Reads the source as text and lists every place that
 * writes one of them again by hand.
 */

const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['app', 'server', 'common', 'modules'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name.startsWith('.') ? [] : files(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const SOURCES = FOLDERS.flatMap((f) => files(path.join(ROOT, f))).map((file) => ({ file: path.relative(ROOT, file), text: readFileSync(file, 'utf8') }));

/** Every `file:line` whose line matches `pattern`, outside the files in `home`. */
function writtenAgain(pattern: RegExp, home: string[]): string[] {
  return SOURCES.filter((s) => !home.includes(s.file)).flatMap((s) =>
    s.text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${s.file}:${i + 1}`] : [])),
  );
}

describe('one way per thing', () => {
  it('writes every phone link with PhoneLink and every WhatsApp link, the company chat and a share included, through common/phone.ts', () => {
    expect(writtenAgain(/`tel:\$\{/, ['common/phone.ts'])).toEqual([]);
    expect(writtenAgain(/wa\.me\//, ['common/phone.ts'])).toEqual([]);
    expect(writtenAgain(/whatsappHref\(whatsappTel\(/, ['common/phone.ts'])).toEqual([]);
    expect(telHref('+2348035550199')).toBe('tel:+2348035550199');
    expect(whatsappHref('+2348035550199')).toBe('https://wa.me/2348035550199');
    expect(whatsappHref('+2348035550199', 'Good day & welcome')).toBe('https://wa.me/2348035550199?text=Good%20day%20%26%20welcome');
  });

  it('asks "staff or administrator" through isStaff only', () => {
    const both = /(['"])(?:admin|staff)\1\s*(?:\|\||&&)[^\n]*(['"])(?:admin|staff)\2/;
    expect(writtenAgain(both, ['common/roles.ts'])).toEqual([]);
  });

  it('says a refusal without a sentence of the server\'s own in one way', () => {
    expect(writtenAgain(/[Tt]he server answered \$\{/, ['app/lib/refusal.ts'])).toEqual([]);
    expect(refusalText({ status: 503, data: {} })).toBe('The server answered 503.');
    expect(refusalText({ status: 409, data: { message: 'This invitation was already withdrawn.' } })).toBe('This invitation was already withdrawn.');
    expect(serverAnswered(500)).toBe('The server answered 500.');
  });

  it('reads an admin screen\'s data with useAnswer or useList only, never with a read call in an effect', () => {
    expect(readsInEffects(ADMIN_SCREENS.filter((s) => !READ_IN_EFFECT_ALLOWED.includes(s.file)))).toEqual([]);
    // The check finds both ways of writing it: the call in the effect, or in a loader the effect runs.
    const direct = `useEffect(() => {\n  call('leads', { auth: true }).then(show);\n}, []);`;
    const loader = `const load = useCallback(async () => {\n  const r = await call('lead', { params: { id }, auth: true });\n}, [id]);\nuseEffect(() => {\n  void load();\n}, [load]);`;
    const write = `useEffect(() => {\n  void call('updateLead', { params: { id }, json, auth: true });\n}, []);`;
    expect(readsInEffects([{ file: 'direct.tsx', text: direct }])).toEqual(['direct.tsx: leads']);
    expect(readsInEffects([{ file: 'loader.tsx', text: loader }])).toEqual(['loader.tsx: lead']);
    expect(readsInEffects([{ file: 'write.tsx', text: write }])).toEqual([]);
  });
});

/** The admin area's screens: the shell and each module's admin, panel, staff and inbox folders. */
const ADMIN_SCREENS = SOURCES.filter((s) => /^(app\/features\/admin|modules\/[^/]+\/(admin|panel|staff)|modules\/leads\/inbox)\//.test(s.file));

/**
 * The files that may read in an effect: the hook itself; the session's clock (session-keeper.tsx),
 * which reads the session's times into its timers, as each renewal does, and shows no data; and the
 * site-content editor's draft (use-document-draft.ts), where each read sets the document and the
 * draft typed into (with its errors and message) in one render, as the typed input kept in the
 * browser compares the two (app/components/kept-input/), and the saves wait for that before going on.
 */
const READ_IN_EFFECT_ALLOWED = ['app/features/admin/use-list.ts', 'app/features/admin/session-keeper.tsx', 'modules/site-content/admin/use-document-draft.ts'];

/** The reads (GET calls) of the table of calls: what a screen loads. */
const READS = new Set(Object.entries(API_ROUTES).flatMap(([name, route]) => (route.method === 'GET' ? [name] : [])));

/** From `open` (an opening parenthesis) to its closing one. */
function parenthesised(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open, i + 1);
  }
  return text.slice(open);
}

/** The names of the reads `code` calls with `call('name', …)`. */
const readsIn = (code: string) => [...code.matchAll(/\bcall\(\s*'(\w+)'/g)].map((m) => m[1]).filter((n) => READS.has(n));

/**
 * Every `file: call` where a `useEffect` reads with `call(…)`, itself or through a function of the
 * file it runs (a `useCallback` loader or a plain function).
 */
function readsInEffects(sources: { file: string; text: string }[]): string[] {
  return sources.flatMap(({ file, text }) => {
    const loaders = new Map<string, string>();
    for (const m of text.matchAll(/(?:const (\w+) = useCallback\(|function (\w+)\s*(?:<[^>]*>)?\()/g)) {
      loaders.set(m[1] ?? m[2], parenthesised(text, m.index + m[0].length - 1) + (m[2] ? text.slice(m.index + m[0].length).split(/\n\}/)[0] : ''));
    }
    return [...text.matchAll(/\buseEffect\(/g)].flatMap((m) => {
      const effect = parenthesised(text, m.index + m[0].length - 1);
      const through = [...loaders].filter(([name]) => new RegExp(`\\b${name}\\(`).test(effect)).flatMap(([, body]) => readsIn(body));
      return [...new Set([...readsIn(effect), ...through])].map((name) => `${file}: ${name}`);
    });
  });
}
