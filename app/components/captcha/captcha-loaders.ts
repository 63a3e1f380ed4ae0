import { CAPTCHA_WIDGETS, type ThirdPartyCaptcha } from '../../../common/captcha-providers';
// Vite's worker bundling, used only to get the widget as one self-contained file with a hashed
// address: a plain import('altcha') would bring Vite's preload helper, a script of its own, into
// the first load of every page with a form.
import widgetUrl from './altcha-widget?worker&url';

/*
 * What the spam-check fields load and say, without React: the fields of the hydrated pages
 * (./altcha-field.tsx, ./captcha-field.tsx) and the contact form's widget on the page served
 * without React (app/widgets/captcha.ts) load the same scripts and say the same words.
 */

/** Shown in the space kept for the check while its script loads. */
export const CAPTCHA_WAITING = { altcha: 'Preparing a quick, automatic spam check…', vendor: 'Loading the spam check…' } as const;
/** Shown there when its script could not be loaded (tried again on the next touch). */
export const CAPTCHA_FAILED = 'The spam check could not load. Please check your connection and try again.';

/** The ALTCHA widget's `configuration` attribute. */
export const ALTCHA_CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: false });

let loading: Promise<unknown> | null = null;
/** Defines <altcha-widget> (about 30 KB gzip), once per page; a failed load is forgotten. */
export function loadAltcha(): Promise<unknown> {
  loading ??= import(/* @vite-ignore */ widgetUrl).catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

/** Turnstile, reCAPTCHA v2 and hCaptcha share this shape. */
export interface VendorApi {
  render(el: HTMLElement, options: Record<string, unknown>): string | number;
  reset(id?: string | number): void;
}

const scripts = new Map<ThirdPartyCaptcha, Promise<VendorApi>>();

/**
 * Adds the vendor's script once per page and resolves when the vendor calls back through the
 * `onload` parameter all three document for explicit rendering (reCAPTCHA, in particular, is not
 * ready when its script's load event fires). A failed load is forgotten, so the next touch retries.
 */
export function loadVendor(provider: ThirdPartyCaptcha): Promise<VendorApi> {
  let pending = scripts.get(provider);
  if (!pending) {
    const { script, global } = CAPTCHA_WIDGETS[provider];
    const callback = `__${provider}Loaded`;
    const slots = window as unknown as Record<string, unknown>;
    pending = new Promise<VendorApi>((resolve, reject) => {
      slots[callback] = () => {
        const api = slots[global] as VendorApi | undefined;
        if (api && typeof api.render === 'function') resolve(api);
        else reject(new Error(`${provider}: the script defined no ${global}`));
      };
      const el = document.createElement('script');
      el.src = `${script}&onload=${callback}`;
      el.async = true;
      el.onerror = () => {
        el.remove();
        reject(new Error(`${provider}: the script did not load`));
      };
      document.head.append(el);
    });
    pending.catch(() => scripts.delete(provider));
    scripts.set(provider, pending);
  }
  return pending;
}
