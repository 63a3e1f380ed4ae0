import { useId, type ReactNode, type Ref } from 'react';
import { useHydrated } from '../use-hydrated';
import { CAPTCHA_FAILED } from './captcha-loaders';
import './altcha-field.css';

/* What the contact form's spam-check widgets (altcha-field.tsx, captcha-field.tsx) have in common. */

/** The widget states (ALTCHA's names; a third-party widget uses a subset). */
export type CaptchaState = 'unloaded' | 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

/** What a form asks of its spam check, whichever widget draws it (see captcha-field.tsx). */
export interface CaptchaHandle {
  state(): CaptchaState;
  /** Resolves once the widget is no longer verifying (or after `timeoutMs`), with its state then. */
  settled(timeoutMs?: number): Promise<CaptchaState>;
  /** The proof to send as captchaToken: empty unless the check is passed. */
  token(): string;
  reset(): void;
}

/**
 * What every spam-check widget sits in: its label, space reserved for it (with a note until it has
 * loaded, so nothing jumps), and the field's error.
 */
export function CaptchaFrame({
  boxRef,
  label,
  state,
  failed,
  waiting,
  error,
  children,
}: {
  boxRef: Ref<HTMLDivElement>;
  label: string;
  state: CaptchaState;
  failed: boolean;
  waiting: string;
  error?: string;
  children: ReactNode;
}) {
  const labelId = useId();
  const hydrated = useHydrated();
  return (
    <div className="field altcha-field" ref={boxRef} role="group" aria-labelledby={labelId}>
      <span className="label" id={labelId}>
        {label}
      </span>
      <div className="altcha-field__box" data-state={state}>
        {children}
        {state === 'unloaded' && (
          <p className="altcha-field__placeholder">
            {failed ? (
              CAPTCHA_FAILED
            ) : hydrated ? (
              waiting
            ) : (
              // Without JavaScript the check cannot run; the form's page action checks another way.
              <noscript>JavaScript is off, so this check cannot run here. You can still send the form: we check it another way.</noscript>
            )}
          </p>
        )}
      </div>
      {/* Once the check has passed, an error from an earlier submit no longer holds. */}
      {error && state !== 'verified' && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
