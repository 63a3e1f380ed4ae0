import type { ReactNode } from 'react';

/**
 * Placeholder logos for clients without an uploaded logo (spec 2.6: "a per-sector placeholder
 * image"), one simple line icon per sector, keyed by `Sector.placeholder` in content/sectors.ts.
 * Drawn on a 48x48 grid with a 2.5 stroke in currentColor.
 */
const icons: Record<string, ReactNode> = {
  hotel: (
    <>
      <path d="M6 36V12M6 28h36v8M42 36v-8" />
      <path d="M6 28v-6h10a4 4 0 0 1 4 4v2" />
      <circle cx="12" cy="18.5" r="3" />
      <path d="M22 28v-7h14a6 6 0 0 1 6 6v1" />
    </>
  ),
  government: (
    <>
      <path d="M6 17L24 7l18 10z" />
      <path d="M10 21v14M19 21v14M29 21v14M38 21v14" />
      <path d="M6 39h36M4 43h40" />
    </>
  ),
  school: (
    <>
      <path d="M4 18l20-9 20 9-20 9z" />
      <path d="M12 22v10c0 3 5.4 6 12 6s12-3 12-6V22" />
      <path d="M44 18v12" />
    </>
  ),
  globe: (
    <>
      <circle cx="24" cy="24" r="18" />
      <path d="M6 24h36M24 6c5 5 7.5 11 7.5 18S29 37 24 42c-5-5-7.5-11-7.5-18S19 11 24 6z" />
      <path d="M9 14h30M9 34h30" />
    </>
  ),
  hospital: (
    <>
      <rect x="8" y="8" width="32" height="32" rx="6" />
      <path d="M24 15v18M15 24h18" />
    </>
  ),
  factory: (
    <>
      <path d="M4 42V22l10 6v-6l10 6v-6l10 6V8h8v34z" />
      <path d="M4 42h40" />
      <path d="M11 35h4M20 35h4M29 35h4" />
    </>
  ),
  bus: (
    <>
      <rect x="8" y="6" width="32" height="32" rx="5" />
      <path d="M8 24h32M8 15h32" />
      <path d="M13 38v4h6v-4M29 38v4h6v-4" />
      <circle cx="15" cy="31" r="2" />
      <circle cx="33" cy="31" r="2" />
    </>
  ),
  lounge: (
    <>
      <path d="M8 8h32L24 26z" />
      <path d="M24 26v14M15 42h18" />
      <path d="M13 13h22" />
      <circle cx="34" cy="6.5" r="3.5" />
    </>
  ),
  oil: (
    <>
      <path d="M14 42L21 8h6l7 34" />
      <path d="M18 24h12M16 33h16M20 14h8" />
      <path d="M18 24l10 9M30 24l-10 9" />
      <path d="M8 42h32" />
    </>
  ),
  estate: (
    <>
      <path d="M4 22L17 11l13 11" />
      <path d="M8 19v21h18V19" />
      <path d="M14 40v-9h6v9" />
      <path d="M30 40V18h14v22" />
      <path d="M35 24h4M35 30h4" />
      <path d="M2 40h44" />
    </>
  ),
  cart: (
    <>
      <path d="M4 8h6l5 24h24l4-16H12" />
      <circle cx="18" cy="39" r="3" />
      <circle cx="35" cy="39" r="3" />
    </>
  ),
  church: (
    <>
      <path d="M24 4v9M20 8h8" />
      <path d="M14 22l10-9 10 9" />
      <path d="M16 20v22h16V20" />
      <path d="M21 42v-8a3 3 0 0 1 6 0v8" />
      <path d="M6 42V30l10-6M42 42V30l-10-6M4 42h40" />
    </>
  ),
  web: (
    <>
      <rect x="4" y="8" width="40" height="32" rx="4" />
      <path d="M4 16h40" />
      <circle cx="9" cy="12" r="0.5" />
      <circle cx="13" cy="12" r="0.5" />
      <path d="M18 24l-5 4 5 4M30 24l5 4-5 4M26 22l-4 12" />
    </>
  ),
};

export const sectorIconNames = Object.keys(icons);

/** The placeholder icon of a sector; falls back to the globe for an unknown keyword. */
export function SectorIcon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      width="48"
      height="48"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {icons[name] ?? icons.globe}
    </svg>
  );
}
