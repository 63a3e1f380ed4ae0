import { useCompany } from '../../lib/company';

/**
 * The company mark: an open "C" (Coal City) closing on an amber node, the same shape as
 * public/favicon.svg, in the brand colours. Decorative wherever the name is written beside it.
 */
export function LogoMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#0b5d4b" />
      <path d="M44 20.5A16 16 0 1 0 44 43.5" fill="none" stroke="#fff" strokeWidth="8" strokeLinecap="round" />
      <circle cx="47" cy="32" r="4.5" fill="#f2a900" />
    </svg>
  );
}

/** Mark plus wordmark. The visible words are the accessible name of the link that wraps it. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  const site = useCompany();
  // "Coal City ICT" over "Solutions Ltd": the rest of the legal name, when it extends the short one.
  const rest = site.name.startsWith(site.shortName) ? site.name.slice(site.shortName.length).trim() : '';
  return (
    <span className={inverse ? 'logo logo--inverse' : 'logo'}>
      <LogoMark className="logo-mark" />
      <span className="logo-words">
        <span className="logo-name">{site.shortName}</span>
        {rest ? (
          <>
            {' '}
            <span className="logo-sub">{rest}</span>
          </>
        ) : null}
      </span>
    </span>
  );
}
