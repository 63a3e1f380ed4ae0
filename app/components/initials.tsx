/**
 * Initials art for the marketing pages: round avatars for people and monogram "logos" for clients
 * without an uploaded one. Plain HTML shaped and coloured by initials.css (`.avatar`, `.monogram`,
 * `.tone-*`), so each costs a few bytes of markup. Decorative (aria-hidden): the name beside each
 * one carries the meaning.
 */

/** Colour classes `tone-0` … `tone-7` (initials.css), each dark enough for white initials (4.5:1). */
const TONES = 8;

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

const SKIP = new Set(['the', 'of', 'and', '&', 'ltd', 'limited', 'plc', 'nig', 'nigeria', 'dr', 'mr', 'mrs', 'ms', 'miss', 'prof', 'engr', 'chief', 'rev', 'pastor', 'barr']);

/** "Ogbete Palm Suites" gives "OP"; one-word names give their first two letters. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s&]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !SKIP.has(w.toLowerCase()));
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (words[0][0] + words[1][0]).toUpperCase();
}

/**
 * A round initials avatar for people (team members, reviewers without a photo). Its size comes from
 * the CSS variable `--avatar` (96px by default); the initials scale with it.
 */
export function Avatar({ name, initials, tone }: { name: string; initials?: string; tone?: number }) {
  return (
    <span className={`avatar tone-${(tone ?? hash(name)) % TONES}`} aria-hidden="true">
      {initials ?? initialsOf(name)}
    </span>
  );
}

/** Monogram outlines (initials.css): rounded square, circle, hexagon, shield. */
const SHAPES = 4;

/** A monogram "logo" for a client without an uploaded one: shape and colour derive from the name. */
export function Monogram({ name }: { name: string }) {
  const h = hash(name);
  return (
    <span className={`monogram monogram--${(h >>> 3) % SHAPES} tone-${h % TONES}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
