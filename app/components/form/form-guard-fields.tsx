import type { FormRefusal } from '../../../common/form-result';
import { STAMP_FIELD, TRAP_FIELD } from '../../../common/spam-check';

/** What the page gives a public form that also works without JavaScript. */
export interface GuardedFormProps {
  /** The signed time the page was served, for the form posted without JavaScript. */
  stamp: string;
  /** The page action's answer to a form posted without JavaScript that it refused. */
  refused?: FormRefusal;
  /** True on the page the action sends the visitor to once what was sent is stored. */
  sent?: boolean;
}

/**
 * The two hidden fields of a public form that also works without JavaScript: the signed time the
 * page was served, and a trap field drawn off-screen and hidden from screen readers, which people
 * leave empty and form-filling robots do not (server/services/form-guard.ts checks both).
 */
export function FormGuardFields({ stamp, idPrefix }: { stamp: string; idPrefix: string }) {
  return (
    <>
      <input type="hidden" name={STAMP_FIELD} value={stamp} />
      <div className="form-trap" aria-hidden="true">
        <label htmlFor={`${idPrefix}-${TRAP_FIELD}`}>Leave this field empty</label>
        <input id={`${idPrefix}-${TRAP_FIELD}`} name={TRAP_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
