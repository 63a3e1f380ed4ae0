import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_WIDGETS } from '../../common/captcha-providers';
import { inlineScriptHashes, registerSecurityHeaders } from '../../server/http/security';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('the script hashes of a cached page', () => {
  it('lists each inline script once, and leaves out external scripts and JSON-LD', () => {
    const html = [
      '<script>window.__a=1</script>',
      '<script type="module">import "/assets/x.js";</script>',
      '<script src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<SCRIPT>window.__a=1</SCRIPT>',
      '<script async>\n  multi\n  line\n</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('window.__a=1'), sha('import "/assets/x.js";'), sha('\n  multi\n  line\n')]);
  });

  it('hashes the exact bytes, so a changed script no longer matches', () => {
    expect(inlineScriptHashes('<script>a()</script>')).not.toEqual(inlineScriptHashes('<script>a() </script>'));
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});

describe('the page CSP and the captcha widget', () => {
  const cspWith = (captcha?: (typeof CAPTCHA_WIDGETS)[keyof typeof CAPTCHA_WIDGETS]['csp']) => {
    const app = Fastify();
    registerSecurityHeaders(app, { https: false, captcha });
    const policy = app.htmlCsp(["'sha256-abc'"]);
    return Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  };

  it('frames nothing and loads scripts from this site only with ALTCHA (the default)', () => {
    const csp = cspWith();
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'", "'sha256-abc'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });

  it("allows exactly the chosen vendor's script and frame hosts (and hCaptcha's styles and calls)", () => {
    const turnstile = cspWith(CAPTCHA_WIDGETS.turnstile.csp);
    expect(turnstile['script-src']).toEqual(["'self'", 'https://challenges.cloudflare.com', "'sha256-abc'"]);
    expect(turnstile['frame-src']).toEqual(['https://challenges.cloudflare.com']);
    expect(turnstile['style-src']).toEqual(["'self'", "'unsafe-inline'"]);

    const recaptcha = cspWith(CAPTCHA_WIDGETS.recaptcha.csp);
    expect(recaptcha['script-src']).toContain('https://www.gstatic.com/recaptcha/');
    expect(recaptcha['frame-src']).toContain('https://www.google.com/recaptcha/');
    expect(recaptcha['script-src']).not.toContain('https://challenges.cloudflare.com');

    const hcaptcha = cspWith(CAPTCHA_WIDGETS.hcaptcha.csp);
    for (const d of ['script-src', 'frame-src', 'style-src', 'connect-src']) expect(hcaptcha[d], d).toContain('https://*.hcaptcha.com');
  });

  it('has each widget script served from a host its CSP allows', () => {
    for (const [name, widget] of Object.entries(CAPTCHA_WIDGETS)) {
      const url = new URL(widget.script);
      // Explicit rendering; the page appends its own `&onload=` callback.
      expect(url.searchParams.get('render'), name).toBe('explicit');
      const allowed = widget.csp.script.some((source) => {
        const host = new URL(source.replace('*.', 'wildcard.'));
        const hostOk = host.hostname.startsWith('wildcard.') ? url.hostname.endsWith(host.hostname.slice('wildcard'.length)) : url.hostname === host.hostname;
        return hostOk && url.pathname.startsWith(host.pathname);
      });
      expect(allowed, name).toBe(true);
    }
  });
});
