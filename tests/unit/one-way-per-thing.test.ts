import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { telHref, whatsappHref } from '../../common/phone';
import { refusalText, serverAnswered } from '../../app/lib/refusal';

/**
 * Things the site does in one place only: a phone link is written by app/components/phone-link.tsx
 * (common/phone.ts `telHref`), a WhatsApp chat link by common/phone.ts `whatsappHref`, "is staff or
 * an administrator" asked through common/roles.ts `isStaff`, and a refusal without a sentence of the
 * server's own said by app/lib/refusal.ts. Reads the source as text and lists every place that
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
});
