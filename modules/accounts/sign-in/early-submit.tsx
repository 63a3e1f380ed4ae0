import type { ReactNode } from 'react';
import { useHydrated } from '../../../app/components/use-hydrated';

/**
 * Before the page's script runs, a form's secondary buttons (a new code) submit it too, each with
 * its own `intent`. Pressing Enter in a field submits with the form's first submit button, which
 * would then be the secondary one, so this copy of the main button comes first, out of sight and
 * out of the tab order. Once the script runs, the secondary buttons are plain buttons again and
 * this copy is gone.
 */
export function EnterSubmits({ intent, children }: { intent: string; children: ReactNode }) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <button type="submit" name="intent" value={intent} className="visually-hidden" tabIndex={-1} aria-hidden="true">
      {children}
    </button>
  );
}

/** A secondary button: submits the form (with its `intent`) until the script runs, then only calls its handler. */
function useSecondaryType(): 'button' | 'submit' {
  return useHydrated() ? 'button' : 'submit';
}

/**
 * "Didn't get the code?" and the button that asks for a new one (`label`, then `label in 12s`
 * while `cooldown` runs). Before the script runs it posts the form with `intent`.
 */
export function ResendCode({
  intent,
  label,
  cooldown,
  disabled,
  onResend,
}: {
  intent: string;
  label: string;
  cooldown: number;
  disabled: boolean;
  onResend: () => Promise<void>;
}) {
  const type = useSecondaryType();
  return (
    <p className="resend">
      <span>Didn&apos;t get the code?</span>{' '}
      <button
        type={type}
        name="intent"
        value={intent}
        className="link-button"
        onClick={(e) => {
          e.preventDefault(); // the form is not sent, even in the instant it is still a submit button
          void onResend();
        }}
        disabled={disabled || cooldown > 0}
      >
        {cooldown > 0 ? `${label} in ${cooldown}s` : label}
      </button>
    </p>
  );
}
