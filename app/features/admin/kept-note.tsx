import { formatDate } from '../../lib/dates';
import type { KeptInput } from './use-kept-input';

/**
 * The note over a form that shows text brought back from this browser (use-kept-input.ts): staff
 * see that it is not saved yet, when they typed it, and can throw it away with one button.
 */
export function KeptNote({ kept, extra }: { kept: KeptInput; /** A further sentence, e.g. that a chosen picture is not kept. */ extra?: string }) {
  if (!kept.recoveredAt) return null;
  return (
    <div className="kept-note" role="status">
      <p>
        <strong>Recovered what you typed on {formatDate(kept.recoveredAt)}.</strong> It is not saved yet: save it to keep it.{extra ? ` ${extra}` : ''}
      </p>
      <button type="button" className="btn btn-outline btn-sm" onClick={kept.discard}>
        Discard
      </button>
    </div>
  );
}
