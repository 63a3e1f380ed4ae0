/**
 * The third-party captcha widgets the contact form can show instead of ALTCHA (CAPTCHA_PROVIDER):
 * where each one's script comes from, the global it defines, and what the page's CSP must allow
 * for it (each vendor's published CSP guidance). The server verifies their tokens
 * (server/services/captcha.ts); the browser loads and renders them (app/components/captcha-field.tsx).
 */
export type ThirdPartyCaptcha = 'turnstile' | 'recaptcha' | 'hcaptcha';

export interface CaptchaCspSources {
  script: string[];
  frame: string[];
  style?: string[];
  connect?: string[];
}

export interface CaptchaWidgetSource {
  /** Loaded with explicit rendering: the widget appears only where the form renders it. */
  script: string;
  /** The global the script defines; all three offer render(el, options), reset(id). */
  global: 'turnstile' | 'grecaptcha' | 'hcaptcha';
  csp: CaptchaCspSources;
}

const HCAPTCHA_HOSTS = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];

export const CAPTCHA_WIDGETS: Record<ThirdPartyCaptcha, CaptchaWidgetSource> = {
  turnstile: {
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
    csp: { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'] },
  },
  recaptcha: {
    script: 'https://www.google.com/recaptcha/api.js?render=explicit',
    global: 'grecaptcha',
    csp: {
      script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    },
  },
  hcaptcha: {
    script: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off',
    global: 'hcaptcha',
    csp: { script: HCAPTCHA_HOSTS, frame: HCAPTCHA_HOSTS, style: HCAPTCHA_HOSTS, connect: HCAPTCHA_HOSTS },
  },
};

/** What the contact form needs to know to draw the check; nothing secret. */
export interface CaptchaClientConfig {
  provider: 'altcha' | ThirdPartyCaptcha;
  siteKey?: string;
}
