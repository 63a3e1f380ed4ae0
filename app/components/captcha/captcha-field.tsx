import { useCallback, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';
import type { CaptchaClientConfig, ThirdPartyCaptcha } from '../../../common/captcha-providers';
import { CAPTCHA_WAITING, loadVendor, type VendorApi } from './captcha-loaders';
import { AltchaField } from './altcha-field';
import { CaptchaFrame, type CaptchaHandle, type CaptchaState } from './captcha-frame';
import { useLoadWhenNeeded } from '../use-load-when-needed';

export type { CaptchaHandle } from './captcha-frame';

interface CaptchaFieldProps {
  ref?: Ref<CaptchaHandle>;
  label: string;
  error?: string;
}

/** ALTCHA, when the root loader says nothing of the spam check. */
const ALTCHA: CaptchaClientConfig = { provider: 'altcha' };

/**
 * The form's spam check: ALTCHA (self-hosted, the default) or the third-party widget chosen with
 * CAPTCHA_PROVIDER, which the root loader passes on. Either way the form asks the same handle for
 * its token.
 */
export function CaptchaField(props: CaptchaFieldProps) {
  const config = useRouteLoaderData<typeof rootLoader>('root')?.captcha ?? ALTCHA;
  if (config.provider === 'altcha' || !config.siteKey) return <AltchaField {...props} />;
  return <VendorCaptchaField {...props} provider={config.provider} siteKey={config.siteKey} />;
}

function VendorCaptchaField({
  ref,
  provider,
  siteKey,
  label,
  error,
}: CaptchaFieldProps & { provider: ThirdPartyCaptcha; siteKey: string }) {
  const box = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: VendorApi; id: string | number } | null>(null);
  const token = useRef('');
  const stateRef = useRef<CaptchaState>('unloaded');
  const [state, setState] = useState<CaptchaState>('unloaded');
  const moveTo = (next: CaptchaState, value = '') => {
    token.current = value;
    stateRef.current = next;
    setState(next);
  };

  useImperativeHandle(ref, () => ({
    state: () => stateRef.current,
    // The visitor solves these by hand: there is nothing running to wait for.
    settled: () => Promise.resolve(stateRef.current),
    token: () => (stateRef.current === 'verified' ? token.current : ''),
    reset() {
      if (!widget.current) return;
      widget.current.api.reset(widget.current.id);
      moveTo('unverified');
    },
  }));

  const load = useCallback(
    () =>
      loadVendor(provider).then((api) => {
        if (!slot.current || widget.current) return;
        const id = api.render(slot.current, {
          sitekey: siteKey,
          callback: (value: string) => moveTo('verified', value),
          'expired-callback': () => moveTo('expired'),
          'error-callback': () => moveTo('error'),
        });
        widget.current = { api, id };
        moveTo('unverified');
      }),
    [provider, siteKey],
  );
  const failed = useLoadWhenNeeded(box, load);

  return (
    <CaptchaFrame boxRef={box} label={label} state={state} failed={failed} waiting={CAPTCHA_WAITING.vendor} error={error}>
      <div ref={slot} data-provider={provider} data-sitekey={siteKey} />
    </CaptchaFrame>
  );
}
