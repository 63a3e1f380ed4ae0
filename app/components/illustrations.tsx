/**
 * Inline SVG art for the marketing pages: line icons, initials avatars and client monograms.
 * All decorative (aria-hidden): the text beside each one carries the meaning.
 */

/** 24×24 stroke icons, one path each. */
const ICONS: Record<string, string> = {
  database: 'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  training: 'M3 4h18M4 4v11h16V4M12 15v3M8 21l4-3 4 3M7 11l3-3 2 2 4-4',
  server: 'M4 4h16v6H4zM4 14h16v6H4zM7.5 7h1M7.5 17h1M12 7h5M12 17h5',
  book: 'M12 6c-2-1.5-5-2-8-2v14c3 0 6 .5 8 2 2-1.5 5-2 8-2V4c-3 0-6 .5-8 2zM12 6v14',
  ai: 'M7 7h10v10H7zM10 10h4v4h-4zM9 3v4M15 3v4M9 17v4M15 17v4M3 9h4M3 15h4M17 9h4M17 15h4',
  code: 'M8 8l-4 4 4 4M16 8l4 4-4 4M14 5l-4 14',
  sms: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9M12 3C9.5 5.5 8.2 8.5 8.2 12s1.3 6.5 3.8 9',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  desktop: 'M3 4h18v12H3zM8 20h8M12 16v4',
  mobile: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2',
  plug: 'M9 2v5M15 2v5M6 7h12v4a6 6 0 0 1-12 0zM12 17v5',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  users: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5a3 3 0 0 1 0 6M21 20c0-2.6-1.7-4.8-4-5.6',
  cap: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6',
  pos: 'M3 4h2l2.4 11h10.2L20 8H6.2M8 20a1 1 0 1 0 2 0 1 1 0 1 0-2 0M16 20a1 1 0 1 0 2 0 1 1 0 1 0-2 0',
  hospital: 'M4 21V7l8-4 8 4v14M2 21h20M10 21v-4h4v4M12 8v6M9 11h6',
  school: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6',
  'e-ticketing': 'M5 3h14a1 1 0 0 1 1 1v13H4V4a1 1 0 0 1 1-1zM4 10h16M7 17v3M17 17v3M7.5 13.5h1M15.5 13.5h1',
  estate: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  hotel: 'M3 18V6M3 13h18v5M21 13a3 3 0 0 0-3-3h-7v3M6 10.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0',
  hrpayroll: 'M12 11c0 3.5-.7 6.5-2 9M8 6.5A5 5 0 0 1 17 9c0 4-.5 7-1.5 9.5M5 9.5a7 7 0 0 1 1-3M12 2a8 8 0 0 1 8 8c0 2.5-.2 4.5-.5 6M8.5 11c0 3-.5 5.5-1.5 7.5',
  smartlab: 'M9 3h6M10 3v6l-5.5 9.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3M7.5 15h9',
  cooperative: 'M9 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM14.5 7.3A5 5 0 1 1 14 16.8M9 10v4M7.5 11h2.2a1 1 0 0 1 0 2H7.5',
  'agric-farm': 'M12 21v-9M12 12C12 7 8 4 3 4c0 5 4 8 9 8zM12 15c0-4 3-7 8-7 0 4-3 7-8 7z',
  inventory: 'M3 8l9-5 9 5-9 5zM3 8v8l9 5 9-5V8M12 13v8',
};

export function Icon({ name, size = 28, className }: { name: string; size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICONS[name] ?? ICONS.code} />
    </svg>
  );
}

/** Dark enough for white initials (at least 4.5:1). */
const PALETTE = ['#0b5d4b', '#2f5ea3', '#8a5a00', '#6b3590', '#a12f24', '#17697a', '#14212b', '#3d6b1f'];

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

/** A round initials avatar for people (team members, reviewers without a photo). */
export function Avatar({ name, initials, size = 96, tone }: { name: string; initials?: string; size?: number; tone?: number }) {
  const color = PALETTE[(tone ?? hash(name)) % PALETTE.length];
  const text = initials ?? initialsOf(name);
  return (
    <svg viewBox="0 0 96 96" width={size} height={size} className="avatar" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="48" fill={color} />
      <path d="M0 60a48 48 0 0 0 96 0c-14 10-30 14-48 14S14 70 0 60z" fill="#fff" opacity=".1" />
      <text x="48" y="60" textAnchor="middle" fontSize="34" fontWeight="700" fill="#fff" fontFamily="inherit">
        {text}
      </text>
    </svg>
  );
}

/** A neutral silhouette for anonymous reviewers. */
export function Silhouette({ size = 64 }: { size?: number }) {
  return (
    <svg viewBox="0 0 96 96" width={size} height={size} className="avatar" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="48" fill="#e7f2ef" />
      <circle cx="48" cy="38" r="17" fill="#0b5d4b" opacity=".75" />
      <path d="M18 82c4-16 16-24 30-24s26 8 30 24a48 48 0 0 1-60 0z" fill="#0b5d4b" opacity=".75" />
    </svg>
  );
}

const SHAPES = [
  <rect key="s" x="2" y="2" width="52" height="52" rx="14" />,
  <circle key="c" cx="28" cy="28" r="26" />,
  <path key="h" d="M28 2l23 13v26L28 54 5 41V15z" />,
  <path key="d" d="M28 2c14 0 26 6 26 6v22c0 14-12 22-26 24C14 52 2 44 2 30V8S14 2 28 2z" />,
];

/** A monogram "logo" for a client without an uploaded one: shape and colour derive from the name. */
export function Monogram({ name, size = 56 }: { name: string; size?: number }) {
  const h = hash(name);
  return (
    <svg viewBox="0 0 56 56" width={size} height={size} className="monogram" aria-hidden="true" focusable="false">
      <g fill={PALETTE[h % PALETTE.length]}>{SHAPES[(h >>> 3) % SHAPES.length]}</g>
      <text x="28" y="35" textAnchor="middle" fontSize="19" fontWeight="800" fill="#fff" fontFamily="inherit" letterSpacing=".5">
        {initialsOf(name)}
      </text>
    </svg>
  );
}
