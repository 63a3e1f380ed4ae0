import { useId, useState, type ReactNode } from 'react';
import { Icon } from './icon';
import { useHydrated } from './use-hydrated';

/**
 * Choosing a 1–5 star rating: five native radio inputs in a fieldset, so it is clickable,
 * reachable with Tab, moved with the arrow keys and announced as "3 stars, radio, 3 of 5" without
 * ARIA tricks. No star is chosen at first. The radios are uncontrolled: a choice made before
 * hydration survives, and `form.reset()` clears them; `onChange` reports the value for the stars'
 * fill and for validation. Until the script runs (and without it) CSS fills the stars up to the
 * checked radio. It draws the star of ./stars.tsx (the sprite's `star`); its stylesheet, stars.css,
 * is imported by the form that uses it.
 */
export interface StarInputProps {
  value: number;
  name: string;
  legend: ReactNode;
  onChange: (value: number) => void;
  error?: string;
  disabled?: boolean;
}

const STARS = [1, 2, 3, 4, 5];
const CAPTIONS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export function StarInput({ name, legend, value, onChange, error, disabled }: StarInputProps) {
  const id = useId();
  const [hover, setHover] = useState(0);
  const hydrated = useHydrated();
  const shown = hover || value;
  const errorId = `${id}-error`;
  const captionId = `${id}-caption`;
  return (
    <fieldset
      className="star-rating"
      role="radiogroup"
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${captionId} ${errorId}` : captionId}
      disabled={disabled}
    >
      <legend className="label">{legend}</legend>
      <div className="star-rating__row">
        <div className={hydrated ? 'star-rating__stars' : 'star-rating__stars star-rating__stars--static'} onMouseLeave={() => setHover(0)}>
          {STARS.map((n) => (
            <span key={n} className="star-rating__star" onMouseEnter={() => setHover(n)}>
              <input
                type="radio"
                id={`${id}-${n}`}
                name={name}
                value={n}
                className="star-rating__input"
                defaultChecked={value === n}
                onChange={() => onChange(n)}
              />
              <label htmlFor={`${id}-${n}`} className={n <= shown ? 'star-rating__label is-on' : 'star-rating__label'}>
                <Icon name="star" size={32} />
                <span className="visually-hidden">{n === 1 ? '1 star' : `${n} stars`}</span>
              </label>
            </span>
          ))}
        </div>
        <span id={captionId} className="star-rating__caption">
          {shown ? `${shown} of 5: ${CAPTIONS[shown - 1]}` : 'Not rated yet'}
        </span>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
