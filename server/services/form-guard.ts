import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context';
import { STAMP_FIELD, TRAP_FIELD } from '../../common/spam-check';
import { clientAddressKey } from './client-address';
import * as formStamps from '../db/repositories/form-stamps';
import type { Config } from '../config';
import { waitText } from '../http/errors';

/** The name of a per-address limit (RATE_LIMIT_<NAME>). */
type LimitName = keyof Config['rateLimits'];

/**
 * The server's own spam checks for a public form posted without JavaScript, where no captcha can
 * run (docs/decisions/0020-forms-without-javascript.md):
 *
 * - the trap field, drawn off-screen, must come back empty;
 * - the page's stamp (the time the form was served and a random nonce, signed with the server's
 *   secret) must be genuine, at least MIN_FILL_MS old (a person reads and types; a robot posts at
 *   once) and at most MAX_AGE_MS old (a harvested stamp is not good for ever);
 * - the form's per-address limit (the same counter as the API's) must not be spent;
 * - the stamp must not have been used by this client before: it is claimed once per client (an
 *   IPv6 client by its /64) in the database, so one stamp copied out of a page cannot be replayed,
 *   on any instance. Per client, not once for all: a page kept in the page cache hands the same
 *   stamp to everyone who opens it within PAGE_CACHE_SECONDS.
 *
 * - the shared allowance of captcha-less posts per address (RATE_LIMIT_FORM_NO_CAPTCHA), stricter
 *   than the forms' own: without a captcha's work, a post must cost a sender more time, not less.
 *
 * A form that passes is accepted and stored marked 'form', so the admin knows no captcha checked it,
 * and held for review: it sends no notice mail.
 */

export const MIN_FILL_MS = 3_000;
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const TRAP_FILLED = 'Your message could not be sent: a field meant to stay empty was filled in. Please send it again.';
export const TOO_FAST = 'That was quick! Please check your details and send the form again.';
export const STAMP_EXPIRED = 'This page was open for a long time, so the form has expired. Please send it again.';
export const STAMP_USED = 'This form was already sent once from this page. Please check your details and send it again.';

export type GuardRefusal = { status: 400 | 429; message: string };

function sign(secret: string, time: number, nonce: string): string {
  return createHmac('sha256', secret).update(`form-stamp:${time}.${nonce}`).digest('base64url');
}

/** The stamp a page puts in its form: the time it was served, a nonce, and their signature. */
export function formStamp(secret: string, now = Date.now()): string {
  const nonce = randomBytes(12).toString('base64url');
  return `${now}.${nonce}.${sign(secret, now, nonce)}`;
}

const STAMP = /^(\d{13})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/** 'ok', or why the stamp fails: 'fast' (posted too soon), 'expired' or 'invalid' (missing, forged). */
export function checkStamp(secret: string, stamp: string, now = Date.now()): 'ok' | 'fast' | 'expired' | 'invalid' {
  const m = STAMP.exec(stamp);
  if (!m) return 'invalid';
  const time = Number(m[1]);
  const expected = Buffer.from(sign(secret, time, m[2]));
  if (!timingSafeEqual(expected, Buffer.from(m[3]))) return 'invalid';
  if (now - time < MIN_FILL_MS) return 'fast';
  if (now - time > MAX_AGE_MS) return 'expired';
  return 'ok';
}

/**
 * Runs the checks on a posted form for the limit `limit`, counting the post against the client's
 * address only when the form itself passed (a person who is told to wait a second is not charged).
 * Returns null when the form may be accepted.
 */
export async function guardFormPost(
  ctx: AppContext,
  form: FormData,
  client: { ip: string; headers: Record<string, string | string[] | undefined> },
  limit: LimitName,
): Promise<GuardRefusal | null> {
  const { ip } = client;
  const trap = form.get(TRAP_FIELD);
  if (typeof trap === 'string' && trap.trim() !== '') return { status: 400, message: TRAP_FILLED };
  const stamp = form.get(STAMP_FIELD);
  const verdict = checkStamp(ctx.config.jwtSecret, typeof stamp === 'string' ? stamp : '');
  if (verdict === 'fast') return { status: 400, message: TOO_FAST };
  if (verdict !== 'ok') return { status: 400, message: STAMP_EXPIRED };
  const limited = (await limitFormPost(ctx, ip, limit)) ?? (await limitFormPost(ctx, ip, 'formNoCaptcha'));
  if (limited) return limited;
  // Claimed last, so a post refused above leaves its stamp usable once the visitor corrects it.
  const nonce = STAMP.exec(stamp as string)![2];
  if (!(await formStamps.claim(ctx.db, `${nonce}:${clientAddressKey(ip)}:${browserOf(client.headers)}`, new Date().toISOString()))) {
    return { status: 400, message: STAMP_USED };
  }
  return null;
}

/**
 * A short digest of the browser's user agent: one client in the stamp's claim is an address and a
 * browser, because a mobile carrier puts many people behind one address, and two of them opening
 * the same cached page (one stamp) must both be able to send it.
 */
function browserOf(headers: Record<string, string | string[] | undefined>): string {
  const ua = headers['user-agent'];
  return createHmac('sha256', 'form-stamp-browser').update(typeof ua === 'string' ? ua : '').digest('base64url').slice(0, 12);
}

/**
 * Counts a form posted to a page against the per-address limit `limit`: the same counter (and the
 * same answer) as the API's rateLimit hook, so a visitor gets no more tries by posting the page's
 * form than by calling the API. For the forms that have no captcha to replace (the account forms),
 * this is their only check; returns null when the post may go on.
 */
export async function limitFormPost(ctx: AppContext, ip: string, limit: LimitName): Promise<GuardRefusal | null> {
  const { max, windowMs } = ctx.config.rateLimits[limit];
  const r = await ctx.limiter.hit(`${limit}:${clientAddressKey(ip)}`, max, windowMs);
  if (!r.ok) return { status: 429, message: `Too many requests from your network. Please try again in ${waitText(r.retryAfterSeconds)}.` };
  return null;
}
