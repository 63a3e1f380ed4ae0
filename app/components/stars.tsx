import { Icon } from './icon';

/**
 * A 1–5 star rating as the pages show it: read-only; screen readers hear "Rated 4 out of 5". Its
 * look comes from the caller's class: `.stars` (the default, review-cards.css) on the public pages,
 * `.admin-stars` in the admin area; each star's svg carries `stars__on` or `stars__off`. Choosing a
 * rating is ./star-input.tsx, which draws the same star; the two are separate modules so that a page
 * that only shows ratings (the home page's reviews) does not load the input with them.
 */
export interface StarsProps {
  value: number;
  size?: number;
  className?: string;
}

const STARS = [1, 2, 3, 4, 5];

export function Stars({ value, size = 20, className = 'stars' }: StarsProps) {
  const rating = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span className={className} role="img" aria-label={`Rated ${rating} out of 5`}>
      {STARS.map((n) => (
        <Icon key={n} name="star" size={size} className={n <= rating ? 'stars__on' : 'stars__off'} />
      ))}
    </span>
  );
}
