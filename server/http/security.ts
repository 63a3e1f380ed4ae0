import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CaptchaCspSources } from '../../common/captcha-providers';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Per-request CSP nonce for server-rendered pages that are not cached; made on first use, so
     * API calls and cached pages (which carry script hashes instead) never pay for it.
     */
    readonly cspNonce: string;
  }
  interface FastifyInstance {
    /** The CSP for an HTML page whose inline scripts are allowed by these sources (nonce or hashes). */
    htmlCsp(scriptSources: string[]): string;
  }
}

const kNonce = Symbol('cspNonce');

/**
 * Security headers set by hand: helmet on every route costs the API about two thirds of its
 * throughput. HTML gets a strict CSP: the page renderer sets one listing the SHA-256 hashes
 * of the page's inline scripts (cached pages, whose bytes must not change per request); any other
 * HTML gets one with the request's nonce. Everything else gets a deny-all CSP.
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { https: boolean; captcha?: CaptchaCspSources; formAction?: string[] }) {
  // Every response: no MIME sniffing, no framing, no cross-origin no-cors reads (images and JSON too).
  const common: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['cross-origin-resource-policy', 'same-origin'],
  ];
  if (opts.https) common.push(['strict-transport-security', 'max-age=31536000; includeSubDomains']);
  // Policies that only a document applies (to its own requests, windows and features): sent with
  // HTML only, where they do something; on JSON and images they would be bytes on every response.
  const documentOnly: [string, string][] = [
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['cross-origin-opener-policy', 'same-origin'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ];
  const apiCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
  // A third-party captcha widget (CAPTCHA_PROVIDER) needs its vendor's script, frame and, for
  // hCaptcha, style and connect hosts; with ALTCHA (the default) no page frames anything.
  const extra = opts.captcha;
  const list = (...sources: (string | undefined)[]) => sources.filter(Boolean).join(' ');
  const scriptHosts = list(...(extra?.script ?? []));
  const style = list("'self'", "'unsafe-inline'", ...(extra?.style ?? []));
  const connect = list("'self'", ...(extra?.connect ?? []));
  const frame = extra?.frame.length ? list(...extra.frame) : "'none'";
  const htmlCsp = (scriptSources: string[]) =>
    [
      "default-src 'self'",
      list("script-src 'self'", scriptHosts, ...scriptSources),
      `style-src ${style}`,
      "img-src 'self' data: blob:",
      "font-src 'self'",
      `connect-src ${connect}`,
      "worker-src 'self' blob:",
      `frame-src ${frame}`,
      "object-src 'none'",
      "base-uri 'none'",
      // A form may also lead to a payment provider's page (the invoice page's Paystack button is redirected there).
      list("form-action 'self'", ...(opts.formAction ?? [])),
      "frame-ancestors 'none'",
    ].join('; ');
  app.decorate('htmlCsp', htmlCsp);

  app.decorateRequest(kNonce as unknown as string, '');
  app.decorateRequest('cspNonce', {
    getter(this: FastifyRequest) {
      const self = this as FastifyRequest & { [kNonce]: string };
      return (self[kNonce] ||= randomBytes(16).toString('base64'));
    },
  });
  app.addHook('onSend', async (req, reply, payload) => {
    for (const [k, v] of common) if (!reply.hasHeader(k)) reply.header(k, v);
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (html) for (const [k, v] of documentOnly) if (!reply.hasHeader(k)) reply.header(k, v);
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', html ? htmlCsp([`'nonce-${req.cspNonce}'`]) : apiCsp);
    }
    return payload;
  });
}

/** The CSP sources allowing each inline script of a page (JSON-LD and other data blocks never run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.add(`'sha256-${createHash('sha256').update(m[2]).digest('base64')}'`);
  }
  return [...hashes];
}
