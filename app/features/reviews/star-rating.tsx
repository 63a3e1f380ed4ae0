import { useId, useState } from 'react';
import { useHydrated } from '../../components/use-hydrated';
import './star-rating.css';

/**
 * A 1-to-5 star rating built from five native radio inputs, so it is clickable,
 * reachable with Tab, moved with the arrow keys and announced as "3 stars, radio, 3 of 5"
 * without any ARIA tricks. No star is chosen at first.
 * The radios are uncontrolled: a choice made before hydration survives, and `form.reset()`
 * clears them; `onChange` reports the value for the stars' fill and for validation.
 */

const CAPTIONS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

interface StarRatingProps {
  name: string;
  legend: React.ReactNode;
  value: number;
  onChange: (value: number) => void;
  error?: string;
  disabled?: boolean;
}

export function StarRating({ name, legend, value, onChange, error, disabled }: StarRatingProps) {
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
          {CAPTIONS.map((_, i) => {
            const n = i + 1;
            return (
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
                <label
                  htmlFor={`${id}-${n}`}
                  className={n <= shown ? 'star-rating__label is-on' : 'star-rating__label'}
                >
                  <StarIcon />
                  <span className="visually-hidden">{n === 1 ? '1 star' : `${n} stars`}</span>
                </label>
              </span>
            );
          })}
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

function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path d="M12 2.6l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.5l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
    </svg>
  );
}
