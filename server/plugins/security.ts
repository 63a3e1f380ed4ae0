import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request CSP nonce for the server-rendered pages' inline scripts. */
    cspNonce: string;
  }
}

/**
 * Security headers set by hand (ssr-notes T18: helmet on every route costs the API about two thirds
 * of its throughput). HTML gets a CSP with the request's nonce; everything else a deny-all CSP.
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { https: boolean; connectSrc?: string[] }) {
  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
  if (opts.https) common['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  const apiCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
  const connect = ["'self'", ...(opts.connectSrc ?? [])].join(' ');

  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (req) => {
    req.cspNonce = randomBytes(16).toString('base64');
  });
  app.addHook('onSend', async (req, reply, payload) => {
    for (const [k, v] of Object.entries(common)) if (!reply.hasHeader(k)) reply.header(k, v);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header(
        'content-security-policy',
        [
          "default-src 'self'",
          `script-src 'self' 'nonce-${req.cspNonce}'`,
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob:",
          "font-src 'self'",
          `connect-src ${connect}`,
          "worker-src 'self' blob:",
          "frame-src 'self' https://challenges.cloudflare.com https://www.google.com https://hcaptcha.com https://*.hcaptcha.com",
          "object-src 'none'",
          "base-uri 'none'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ].join('; '),
      );
    } else if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', apiCsp);
    }
    return payload;
  });
}
