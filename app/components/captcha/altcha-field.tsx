import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { CaptchaFrame, type CaptchaHandle, type CaptchaState } from './captcha-frame';
import { formTouched, useLoadWhenNeeded } from '../use-load-when-needed';
import { apiUrl } from '../../lib/call';
import { ALTCHA_CONFIGURATION, CAPTCHA_WAITING, loadAltcha } from './captcha-loaders';

/**
 * The ALTCHA proof-of-work check (docs/decisions/0003-mail-and-captcha.md). The widget's code
 * (about 30 KB gzip) is NOT part of the page's first load: it is imported only when the
 * field scrolls near the viewport or its form is first touched. Until then the server-rendered
 * `<altcha-widget>` is an empty element and a placeholder keeps its space, so nothing jumps.
 *
 * With auto="onfocus" the widget starts solving as soon as the visitor is in the form, so on a
 * slow phone the work is done while they type. The payload lands in the widget's hidden input
 * (`name`, default "altcha"), which the form reads as its captchaToken.
 */

interface AltchaElement extends HTMLElement {
  reset?: () => void;
  verify?: () => Promise<unknown>;
  getState?: () => CaptchaState;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        name?: string;
        auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
        configuration?: string;
        language?: string;
      };
    }
  }
}

interface AltchaFieldProps {
  ref?: Ref<CaptchaHandle>;
  label: string;
  error?: string;
  name?: string;
  challengeUrl?: string;
}

export function AltchaField({ ref, label, error, name = 'altcha', challengeUrl = apiUrl('captchaChallenge') }: AltchaFieldProps) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaElement>(null);
  const stateRef = useRef<CaptchaState>('unloaded');
  const [state, setState] = useState<CaptchaState>('unloaded');

  useImperativeHandle(ref, () => ({
    state: () => stateRef.current,
    settled(timeoutMs = 20_000) {
      const el = widget.current;
      if (!el || stateRef.current !== 'verifying') return Promise.resolve(stateRef.current);
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          el.removeEventListener('statechange', onChange);
          resolve(stateRef.current);
        };
        const onChange = () => {
          if (stateRef.current !== 'verifying') done();
        };
        const timer = setTimeout(done, timeoutMs);
        el.addEventListener('statechange', onChange);
      });
    },
    token() {
      if (stateRef.current !== 'verified') return '';
      // The widget's payload reaches the form as the field `name` (however the widget stores it).
      const form = box.current?.closest('form');
      return form ? String(new FormData(form).get(name) ?? '') : '';
    },
    reset() {
      widget.current?.reset?.();
    },
  }));

  useEffect(() => {
    const el = widget.current;
    const form = box.current?.closest('form');
    if (!el) return;

    const onStateChange = (e: Event) => {
      const next = ((e as CustomEvent<{ state?: CaptchaState }>).detail?.state ?? 'unverified') as CaptchaState;
      stateRef.current = next;
      setState(next);
    };
    // The first touch that loaded the widget happened before it listened (or before the page's
    // script ran): start the check now.
    const onLoad = () => {
      if (stateRef.current === 'unloaded') {
        stateRef.current = 'unverified';
        setState('unverified');
      }
      if (form && formTouched(form) && el.getState?.() === 'unverified') void el.verify?.();
    };
    el.addEventListener('statechange', onStateChange);
    el.addEventListener('load', onLoad);

    return () => {
      el.removeEventListener('statechange', onStateChange);
      el.removeEventListener('load', onLoad);
    };
  }, []);
  const failed = useLoadWhenNeeded(box, loadAltcha);

  return (
    <CaptchaFrame boxRef={box} label={label} state={state} failed={failed} waiting={CAPTCHA_WAITING.altcha} error={error}>
      <altcha-widget ref={widget} challenge={challengeUrl} name={name} auto="onfocus" configuration={ALTCHA_CONFIGURATION} />
    </CaptchaFrame>
  );
}
