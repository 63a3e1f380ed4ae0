import type { ThirdPartyCaptcha } from '../../common/captcha-providers';
import { CAPTCHA_FAILED, CAPTCHA_WAITING, loadAltcha, loadVendor, type VendorApi } from '../components/captcha/captcha-loaders';
import type { CaptchaHandle, CaptchaState } from '../components/captcha/captcha-frame';
import { formTouched, loadWhenNeeded } from '../components/load-when-needed';

/**
 * The spam check of a form on a page served without React (./page-handle.ts): what
 * components/captcha/altcha-field.tsx and captcha-field.tsx do on a hydrated page, on the markup
 * their CaptchaFrame rendered on the server (`.altcha-field`, holding either `<altcha-widget>` or
 * the third-party widget's `[data-provider]` slot). The widget's script is loaded only when the
 * field comes near the viewport or the form is touched; meanwhile the space kept for it says so;
 * its state is on the box's `data-state`, as the component renders it. The form asks the returned
 * handle for its token, as the React form asks the component's.
 */
export interface CaptchaControl extends CaptchaHandle {
  /** The field's error (`undefined`: none), shown as the component shows it: not while the check is passed. */
  showError(message: string | undefined): void;
  /** A fresh check for a new message, as a newly drawn field would be (call it while the form is out of the page). */
  renew(): void;
}

interface AltchaElement extends HTMLElement {
  reset?: () => void;
  verify?: () => Promise<unknown>;
  getState?: () => CaptchaState;
}

export function enhanceCaptcha(field: HTMLElement): CaptchaControl {
  const box = field.querySelector<HTMLElement>('.altcha-field__box');
  const form = field.closest('form');
  let altcha = box?.querySelector<AltchaElement>('altcha-widget') ?? null;
  const slot = box?.querySelector<HTMLElement>('[data-provider]') ?? null;
  let state: CaptchaState = 'unloaded';
  let error: string | undefined;
  const stateListeners = new Set<() => void>();

  const errorNote = () => field.querySelector<HTMLElement>(':scope > .field-error');
  function drawError() {
    const shown = error && state !== 'verified' ? error : undefined;
    let note = errorNote();
    if (!shown) return note?.remove();
    if (!note) {
      note = document.createElement('p');
      note.className = 'field-error';
      note.setAttribute('role', 'alert');
      field.append(note);
    }
    note.textContent = shown;
  }
  function moveTo(next: CaptchaState) {
    state = next;
    if (box) box.dataset.state = next;
    if (next !== 'unloaded') box?.querySelector('.altcha-field__placeholder')?.remove();
    drawError();
    for (const listener of stateListeners) listener();
  }
  /** The note in the space kept for the widget: the server wrote the one for a browser without JavaScript. */
  const waiting = slot ? CAPTCHA_WAITING.vendor : CAPTCHA_WAITING.altcha;
  function placeholder(failed: boolean) {
    const note = box?.querySelector('.altcha-field__placeholder');
    if (note) note.textContent = failed ? CAPTCHA_FAILED : waiting;
  }
  placeholder(false);

  // ALTCHA (the default): the element is the server's; the script defines it.
  const onStateChange = (e: Event) => moveTo(((e as CustomEvent<{ state?: CaptchaState }>).detail?.state ?? 'unverified') as CaptchaState);
  // The first touch that loaded the widget happened before it listened: start the check now.
  const onLoad = () => {
    if (state === 'unloaded') moveTo('unverified');
    if (form && formTouched(form) && altcha?.getState?.() === 'unverified') void altcha.verify?.();
  };
  function listen(el: AltchaElement) {
    el.addEventListener('statechange', onStateChange);
    el.addEventListener('load', onLoad);
  }

  // A third-party widget (CAPTCHA_PROVIDER): drawn into its slot once its script has loaded.
  let vendor: { api: VendorApi; id: string | number } | null = null;
  let vendorToken = '';
  const provider = slot?.dataset.provider as ThirdPartyCaptcha | undefined;
  const loadSlot = () =>
    loadVendor(provider!).then((api) => {
      if (!slot || vendor) return;
      const id = api.render(slot, {
        sitekey: slot.dataset.sitekey,
        callback: (value: string) => {
          vendorToken = value;
          moveTo('verified');
        },
        'expired-callback': () => {
          vendorToken = '';
          moveTo('expired');
        },
        'error-callback': () => {
          vendorToken = '';
          moveTo('error');
        },
      });
      vendor = { api, id };
      moveTo('unverified');
    });

  if (altcha) listen(altcha);
  if (altcha || (slot && provider)) loadWhenNeeded(field, altcha ? loadAltcha : loadSlot, placeholder);

  function resetVendor() {
    if (!vendor) return;
    vendor.api.reset(vendor.id);
    vendorToken = '';
    moveTo('unverified');
  }

  return {
    state: () => state,
    settled(timeoutMs = 20_000) {
      // A third-party check is solved by hand: there is nothing running to wait for.
      if (!altcha || state !== 'verifying') return Promise.resolve(state);
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          stateListeners.delete(onChange);
          resolve(state);
        };
        const onChange = () => {
          if (state !== 'verifying') done();
        };
        const timer = setTimeout(done, timeoutMs);
        stateListeners.add(onChange);
      });
    },
    token() {
      if (state !== 'verified') return '';
      if (!altcha) return vendorToken;
      // The widget's payload reaches the form as the field named by the widget's `name`.
      const name = altcha.getAttribute('name') ?? 'altcha';
      return form ? String(new FormData(form).get(name) ?? '') : '';
    },
    reset() {
      if (altcha) altcha.reset?.();
      else resetVendor();
    },
    showError(message) {
      error = message;
      drawError();
    },
    renew() {
      error = undefined;
      if (!altcha) return resetVendor();
      // A new element, as the hydrated form draws a new field: its check starts afresh when the
      // form is back and has the focus, and ends with a proof other than the one already used.
      const fresh = altcha.cloneNode(false) as AltchaElement;
      listen(fresh);
      altcha.replaceWith(fresh);
      altcha = fresh;
      moveTo('unverified');
    },
  };
}
