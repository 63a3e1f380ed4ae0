import { spriteRef } from '../../components/sprite';

/**
 * Placeholder logos for clients without an uploaded logo (a per-sector placeholder image), one
 * simple line icon per sector, keyed by `Sector.placeholder` in content/sectors.ts.
 * Drawn on a 48x48 grid with a 2.5 stroke in currentColor; the drawings are the sprite's "s-" symbols.
 */
export const sectorIconNames = ['hotel', 'government', 'school', 'globe', 'hospital', 'factory', 'bus', 'lounge', 'oil', 'estate', 'cart', 'church', 'web'];
const KNOWN = new Set(sectorIconNames);

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
      <use href={spriteRef(`s-${KNOWN.has(name) ? name : 'globe'}`)} />
    </svg>
  );
}
