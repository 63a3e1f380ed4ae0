const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';

/**
 * A read-only 1–5 star rating; screen readers hear "Rated 4 out of 5". The look comes from the
 * caller's class: `.stars` on the public pages, `.admin-stars` in the admin area; each star's path
 * carries `stars__on` or `stars__off`.
 */
export function Stars({ rating, size = 20, className = 'stars' }: { rating: number; size?: number; className?: string }) {
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={className} role="img" aria-label={`Rated ${value} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
          <path d={STAR} className={n <= value ? 'stars__on' : 'stars__off'} />
        </svg>
      ))}
    </span>
  );
}
