const STAR = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

/** A 1–5 star display that reads as "Rated 4 out of 5". */
export function Stars({ rating }: { rating: number }) {
  const n = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="admin-stars" role="img" aria-label={`Rated ${n} out of 5`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <svg key={i} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={i <= n ? 'on' : 'off'}>
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

/** The reviewer's picture, or their initial on a tinted disc when they sent none. */
export function Avatar({ src, name }: { src: string; name: string }) {
  if (src) return <img className="admin-avatar" src={src} alt="" width="56" height="56" loading="lazy" />;
  return (
    <span className="admin-avatar admin-avatar--empty" aria-hidden="true">
      {(name.trim()[0] ?? 'A').toUpperCase()}
    </span>
  );
}
