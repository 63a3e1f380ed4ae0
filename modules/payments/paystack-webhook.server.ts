import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../server/context';
import { badRequest, HttpError, notFound, unauthorized } from '../../server/http/errors';
import { auditFrom } from '../../server/services/audit';
import { confirmPaystack } from './paystack.service';

/**
 * Paystack's webhook (`POST /api/payments/paystack/webhook`, docs/decisions/0034-selling.md,
 * "Paystack"). Paystack signs each event with HMAC-SHA512 of the raw body under the secret key, in
 * `x-paystack-signature`; anything else is refused with 401 and a line in the security log. A notice
 * of a reference already recorded (a replay, or one arriving after the customer's return) is answered
 * 200, adds nothing, and is in the security log too. A
 * `charge.success` event is recorded through the same check as the customer's return (our reference,
 * its amount, naira, and Paystack's verify call), so each reference counts once however often it comes.
 */

/** True when `signature` is the HMAC-SHA512 (hex) of `raw` under `secret`, compared in constant time. */
export function signedBy(secret: string, raw: Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** At most this many refused notices a minute reach the security log (per process); the rest are counted in the process log. */
const LOGGED_PER_MINUTE = 30;

function refusalLog(ctx: AppContext) {
  let windowStart = 0;
  let logged = 0;
  return async (req: FastifyRequest, why: string, action: 'payment.webhook_refused' | 'payment.webhook_repeat' = 'payment.webhook_refused') => {
    const now = Date.now();
    if (now - windowStart >= 60_000) {
      windowStart = now;
      logged = 0;
    }
    if (++logged > LOGGED_PER_MINUTE) {
      ctx.log.warn({ ip: req.ip, why }, 'Paystack webhook refused or repeated (security log entries paused for this minute)');
      return;
    }
    await auditFrom(ctx, req.ip, { action, target: { type: 'webhook', label: 'Paystack' }, detail: why });
  };
}

const FORGED = 'This notice is not signed by Paystack with this site’s key, so it was refused.';

export function paystackWebhook(ctx: AppContext) {
  const refused = refusalLog(ctx);
  return async (req: FastifyRequest) => {
    const settings = ctx.config.paystack;
    if (!settings) throw notFound('Paystack payments are not set up on this site.');
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.headers['x-paystack-signature'];
    if (!signedBy(settings.secretKey, raw, signature)) {
      await refused(req, signature === undefined ? 'no signature' : 'a signature that does not match the body');
      throw unauthorized(FORGED);
    }
    let event: { event?: unknown; data?: { reference?: unknown; amount?: unknown; currency?: unknown } };
    try {
      event = JSON.parse(raw.toString('utf8'));
    } catch {
      await refused(req, 'a signed body that is not JSON');
      throw badRequest('The notice is not JSON.');
    }
    if (event?.event !== 'charge.success') return { status: 'success' as const, message: 'ignored' };
    const reference = event.data?.reference;
    if (typeof reference !== 'string' || reference.length > 100) return { status: 'success' as const, message: 'unknown' };
    const outcome = await confirmPaystack(ctx, reference, { event: { amountKobo: event.data?.amount, currency: event.data?.currency }, ip: req.ip });
    // Paystack sends the notice again later when it is not answered with 200.
    if (outcome === 'unavailable') throw new HttpError(503, 'Paystack could not be asked to confirm this payment; please send the notice again later.');
    // A reference already recorded: answered 200 (Paystack must not send it again) but counted nowhere,
    // and logged, as it is either the customer's return having come first or a replayed notice.
    if (outcome === 'already') await refused(req, `a notice for ${reference}, whose payment is already recorded`, 'payment.webhook_repeat');
    return { status: 'success' as const, message: outcome };
  };
}
