import { useId, useState, type FormEvent } from 'react';
import { MAX_DAYS, PRESETS, rangeProblem, type Preset, type Range } from './range';

/**
 * The period: Today, 7 days, 30 days (each ending today), or two chosen days. The choice is a row
 * of radio buttons drawn as pills; "Choose dates" opens two date fields, applied with "Show".
 */
export function RangePicker({
  preset,
  range,
  today,
  onPreset,
  onRange,
}: {
  preset: Preset;
  range: Range;
  today: string;
  onPreset: (p: Exclude<Preset, 'custom'>) => void;
  onRange: (r: Range) => void;
}) {
  const id = useId();
  const [custom, setCustom] = useState(preset === 'custom');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);
  const choosing = custom || preset === 'custom';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wrong = rangeProblem(from, to);
    setProblem(wrong);
    if (!wrong) onRange({ from, to });
  };

  return (
    <div className="ins-range">
      <fieldset className="ins-range__presets">
        <legend className="visually-hidden">Period to show</legend>
        {PRESETS.map((p) => (
          <label key={p.id} className="ins-pill">
            <input
              type="radio"
              name={`${id}-preset`}
              value={p.id}
              checked={p.id === 'custom' ? choosing : !choosing && p.id === preset}
              onChange={() => {
                if (p.id === 'custom') {
                  setCustom(true);
                  setFrom(range.from);
                  setTo(range.to);
                } else {
                  setCustom(false);
                  setProblem(null);
                  onPreset(p.id);
                }
              }}
            />
            <span>{p.label}</span>
          </label>
        ))}
      </fieldset>
      {choosing && (
        <form className="ins-range__custom" onSubmit={submit} aria-label="Choose the days to show" noValidate>
          {(
            [
              ['from', 'First day', from, setFrom],
              ['to', 'Last day', to, setTo],
            ] as const
          ).map(([key, label, value, set]) => (
            <div className="field" key={key}>
              <label htmlFor={`${id}-${key}`}>{label}</label>
              <input
                id={`${id}-${key}`}
                type="date"
                className="input"
                value={value}
                max={today}
                onChange={(e) => set(e.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
              />
            </div>
          ))}
          <button type="submit" className="btn btn-primary btn-sm">
            Show
          </button>
          <p id={`${id}-hint`} className="hint ins-range__hint">
            Up to {MAX_DAYS} days, counted in Lagos time.
          </p>
          {problem && (
            <p id={`${id}-problem`} className="field-error ins-range__hint" role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
